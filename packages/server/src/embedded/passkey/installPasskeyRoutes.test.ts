// Passkeys over real HTTP with a real PGlite database and @simplewebauthn/server's real checks.
// The authenticator is a software one written here (a P-256 key, WebAuthn's byte layouts, 'none'
// attestation): it signs what a browser's authenticator would sign, so forged, replayed and
// wrong-origin answers are real bytes the server must refuse. The browser's own WebAuthn runs in
// e2e/passkey.spec.ts through Chromium's virtual authenticator.
import { createHash, createSign, generateKeyPairSync, randomBytes } from 'node:crypto'
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  type EmbeddedTestServer,
  startEmbeddedTestServer,
} from '../../../test/startEmbeddedTestServer.js'
import { maxOpenPasskeyChallenges } from './passkeyChallenges.js'
import { maxPasskeysPerAccount } from './passkeyHandlers.js'

// The passkeys' relying party is the wallet frame's host.
const walletOrigin = 'http://127.0.0.1:5175'
let stack: EmbeddedTestServer

beforeAll(async () => {
  stack = await startEmbeddedTestServer({
    walletOrigin,
    env: { LATCHKEY_NONCE_RATE_LIMIT_PER_IP: '500' },
  })
}, 120_000)
afterAll(() => stack?.stop())

const call = (path: string, body?: unknown, token?: string, method: 'GET' | 'POST' = 'POST') =>
  stack.call(method, path, body, token)
const newDeviceId = () => randomBytes(32).toString('base64url')
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest()
const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes))

/** A signed-in account with a wallet (shares made up: the server only keeps them). */
async function signIn() {
  const email = `passkey-${randomBytes(6).toString('hex')}@example.com`
  const deviceId = newDeviceId()
  await call('/v1/embedded/email', { email, deviceId })
  const otp = await stack.codeOf(email)
  const login = await call('/v1/embedded/email/verify', { email, otp, deviceId })
  const token = String(login.body.token)
  const recoveryShare = randomBytes(33).toString('hex')
  const address = `0x${randomBytes(20).toString('hex')}`
  await call(
    '/v1/embedded/wallet',
    { address, authShare: randomBytes(33).toString('hex'), recoveryShare },
    token,
  )
  return { email, token, address, recoveryShare }
}

/** A software WebAuthn authenticator holding one P-256 passkey for `rpId`. */
function createAuthenticator(rpId = '127.0.0.1') {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const jwk = publicKey.export({ format: 'jwk' })
  const id = randomBytes(32)
  let counter = 0
  let userHandle: string | undefined
  const cose = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(jwk.x ?? '')],
      [-3, isoBase64URL.toBuffer(jwk.y ?? '')],
    ]),
  )
  const authData = (attested: boolean) => {
    counter += 1
    const head = Buffer.alloc(37)
    sha256(rpId).copy(head, 0)
    // User present and verified, and the attested credential data when one is made.
    head[32] = 0x01 | 0x04 | (attested ? 0x40 : 0)
    head.writeUInt32BE(counter, 33)
    if (!attested) return head
    const length = Buffer.alloc(2)
    length.writeUInt16BE(id.length)
    return Buffer.concat([head, Buffer.alloc(16), length, id, Buffer.from(cose)])
  }
  const clientData = (type: string, challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }))
  return {
    id: b64(id),
    create(options: { challenge: string; user: { id: string } }, origin = walletOrigin) {
      userHandle = options.user.id
      const attestation = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', new Uint8Array(authData(true))],
        ]) as never,
      )
      return {
        id: b64(id),
        rawId: b64(id),
        type: 'public-key',
        response: {
          clientDataJSON: b64(clientData('webauthn.create', options.challenge, origin)),
          attestationObject: b64(attestation),
          transports: ['internal'],
        },
      }
    },
    get(options: { challenge: string }, origin = walletOrigin, signer = privateKey) {
      const data = authData(false)
      const client = clientData('webauthn.get', options.challenge, origin)
      const signature = createSign('sha256')
        .update(Buffer.concat([data, sha256(client)]))
        .sign(signer)
      return {
        id: b64(id),
        rawId: b64(id),
        type: 'public-key',
        response: {
          clientDataJSON: b64(client),
          authenticatorData: b64(data),
          signature: b64(signature),
          ...(userHandle ? { userHandle } : {}),
        },
      }
    },
  }
}
type Options = { challenge: string; user: { id: string } }
const options = async (purpose: string, token?: string) =>
  (await call('/v1/embedded/passkey/options', { purpose }, token)).body as unknown as Options

/** Registers a new passkey to the account of `token`. */
async function register(token: string) {
  const authenticator = createAuthenticator()
  const made = await call(
    '/v1/embedded/passkey/register',
    { credential: authenticator.create(await options('register', token)) },
    token,
  )
  expect(made.status).toBe(201)
  return authenticator
}

describe('passkey routes', () => {
  test('behavior: a passkey added while signed in alone signs in a new device, whose session may take the recovery share', async () => {
    const account = await signIn()
    const authenticator = createAuthenticator()
    const creation = await options('register', account.token)
    expect(creation).toMatchObject({
      rp: { id: '127.0.0.1' },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    })
    const credential = authenticator.create(creation)
    const made = await call('/v1/embedded/passkey/register', { credential }, account.token)
    expect(made).toEqual({ status: 201, body: { id: authenticator.id, synced: false } })
    // The same registration again: its challenge was taken.
    const again = await call('/v1/embedded/passkey/register', { credential }, account.token)
    expect(again.body.error?.code).toBe('PASSKEY_CHALLENGE_INVALID')
    expect((await call('/v1/embedded/passkey', undefined, account.token, 'GET')).body).toEqual({
      count: 1,
    })

    const deviceId = newDeviceId()
    const login = await call('/v1/embedded/passkey/login', {
      credential: authenticator.get(await options('login')),
      deviceId,
    })
    expect(login.status).toBe(200)
    expect(login.body.user).toMatchObject({ email: account.email, address: account.address })
    const token = String(login.body.token)
    const recovery = await call('/v1/embedded/wallet/recovery', undefined, token, 'GET')
    expect(recovery.body).toEqual({ recovery: 'server', recoveryShare: account.recoveryShare })
    // The device is approved as an emailed link would: an email login there gets a code.
    const device = await call('/v1/embedded/device', { email: account.email, deviceId })
    expect(device.body).toEqual({ approved: true })

    const confirmed = await call(
      '/v1/embedded/passkey/confirm',
      { credential: authenticator.get(await options('confirm', token)) },
      token,
    )
    expect(confirmed.body).toEqual({ verified: true })
  })

  test('behavior: a replayed, forged, wrong-origin or unknown answer is refused with its reason', async () => {
    const account = await signIn()
    const authenticator = await register(account.token)
    const deviceId = newDeviceId()
    const login = (credential: unknown) =>
      call('/v1/embedded/passkey/login', { credential, deviceId })

    const assertion = authenticator.get(await options('login'))
    expect((await login(assertion)).status).toBe(200)
    expect((await login(assertion)).body.error).toEqual({
      code: 'PASSKEY_CHALLENGE_INVALID',
      message: 'This passkey request is unknown or was already used: try again',
    })

    const otherKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey
    const forged = authenticator.get(await options('login'), walletOrigin, otherKey)
    expect((await login(forged)).body.error).toEqual({
      code: 'PASSKEY_INVALID',
      message: 'The passkey’s answer could not be verified',
    })

    const phished = authenticator.get(await options('login'), 'https://wallet.example.net')
    expect((await login(phished)).body.error).toEqual({
      code: 'PASSKEY_ORIGIN_INVALID',
      message: 'This passkey answer was made for another site',
    })

    const stranger = createAuthenticator()
    expect((await login(stranger.get(await options('login')))).body.error).toEqual({
      code: 'PASSKEY_UNKNOWN',
      message: 'This passkey is not registered with this wallet',
    })

    // Another account's passkey does not confirm this account's export.
    const other = await signIn()
    const none = await call('/v1/embedded/passkey/options', { purpose: 'confirm' }, other.token)
    expect(none.body.error).toEqual({
      code: 'PASSKEY_NONE',
      message: 'This wallet has no passkey yet',
    })
    await register(other.token)
    const foreign = await call(
      '/v1/embedded/passkey/confirm',
      { credential: authenticator.get(await options('confirm', other.token)) },
      other.token,
    )
    expect(foreign.body.error?.code).toBe('PASSKEY_UNKNOWN')

    const bad = await login({ ...assertion, response: { ...assertion.response, signature: '!' } })
    expect(bad.body.error?.message).toContain('credential.response.signature')
  })

  test('behavior: an expired challenge is refused', async () => {
    const account = await signIn()
    const authenticator = await register(account.token)
    const challenge = await options('login')
    await stack.server.database.query(
      'update embedded_passkey_challenges set expires_at = $2 where challenge_hash = $1',
      [sha256(challenge.challenge).toString('hex'), new Date(Date.now() - 1_000)],
    )
    const late = await call('/v1/embedded/passkey/login', {
      credential: authenticator.get(challenge),
      deviceId: newDeviceId(),
    })
    expect(late.body.error).toEqual({
      code: 'PASSKEY_CHALLENGE_EXPIRED',
      message: 'This passkey request took too long: try again',
    })
  })

  test('limits: passkeys per account and open challenges are bounded', async () => {
    const account = await signIn()
    for (let index = 0; index < maxPasskeysPerAccount; index += 1) await register(account.token)
    const refused = await call(
      '/v1/embedded/passkey/options',
      { purpose: 'register' },
      account.token,
    )
    expect(refused).toEqual({
      status: 409,
      body: {
        error: {
          code: 'PASSKEY_LIMIT',
          message: 'This wallet already has the most passkeys it may have',
        },
      },
    })

    const later = new Date(Date.now() + 60_000)
    await stack.server.database.query(
      `insert into embedded_passkey_challenges (challenge_hash, purpose, created_at, expires_at)
       select 'filler-' || n, 'login', now(), $1 from generate_series(1, $2::int) n`,
      [later, maxOpenPasskeyChallenges],
    )
    const busy = await call('/v1/embedded/passkey/options', { purpose: 'login' })
    expect(busy).toEqual({
      status: 503,
      retryAfter: '60',
      body: {
        error: {
          code: 'PASSKEY_BUSY',
          message: 'Too many passkey requests in progress: try again in a minute',
        },
      },
    })
    await stack.server.database.query(
      "delete from embedded_passkey_challenges where challenge_hash like 'filler-%'",
    )
    expect((await call('/v1/embedded/passkey/options', { purpose: 'login' })).status).toBe(200)
  })
})
