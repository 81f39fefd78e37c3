import {
  passkeyConfirmRequestSchema,
  passkeyLoginRequestSchema,
  passkeyOptionsRequestSchema,
  passkeyRegisterRequestSchema,
} from '@latchkey/core/protocol'
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import { isoBase64URL } from '@simplewebauthn/server/helpers'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type * as v from 'valibot'
import type { DatabaseTransaction } from '../../db/Database.js'
import { EmbeddedRefusalError } from '../../errors/embedded.js'
import { readRequest } from '../../http/readRequest.js'
import { approveOwnDevice, hashDeviceId } from '../embeddedDevices.js'
import { openEmbeddedSession } from '../openEmbeddedSession.js'
import type { PasskeyContext } from './PasskeyContext.js'
import {
  keepPasskeyChallenge,
  passkeyChallengeLifetimeMs,
  takePasskeyChallenge,
} from './passkeyChallenges.js'
import { readPasskeyAnswer } from './readPasskeyAnswer.js'

/** Passkeys one account may hold: more are refused (PASSKEY_LIMIT). */
export const maxPasskeysPerAccount = 10

type PasskeyRow = {
  id: string
  user_id: string
  public_key: string
  counter: string | number
  transports: string | null
}
type Assertion = v.InferOutput<typeof passkeyLoginRequestSchema>['credential']

const rpIdOf = (context: PasskeyContext) => new URL(context.walletOrigin).hostname
const transportsOf = (row: Pick<PasskeyRow, 'transports'>) =>
  row.transports ? row.transports.split(',') : undefined

async function passkeysOf(database: DatabaseTransaction, userId: string) {
  const { rows } = await database.query<PasskeyRow>(
    'select id, user_id, public_key, counter, transports from embedded_passkeys where user_id = $1 order by created_at',
    [userId],
  )
  return rows
}

/** Registration options for the signed-in account, its passkeys excluded (one per authenticator). */
async function registrationOptions(context: PasskeyContext, userId: string) {
  const { database } = context.server
  const existing = await passkeysOf(database, userId)
  if (existing.length >= maxPasskeysPerAccount) throw new EmbeddedRefusalError('PASSKEY_LIMIT')
  const { rows } = await database.query<{ email: string | null; address: string | null }>(
    'select email, address from embedded_users where id = $1',
    [userId],
  )
  const name = rows[0]?.email ?? rows[0]?.address ?? 'Wallet'
  return generateRegistrationOptions({
    rpName: 'Latchkey wallet',
    rpID: rpIdOf(context),
    userName: name,
    userID: new TextEncoder().encode(userId),
    attestationType: 'none',
    timeout: passkeyChallengeLifetimeMs,
    excludeCredentials: existing.map((row) => ({ id: row.id, transports: transportsOf(row) })),
    // A discoverable passkey, so that it alone signs in on a device that knows no account yet.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  })
}

/** `POST /v1/embedded/passkey/options`: a fresh single-use challenge, with the WebAuthn options. */
export function postPasskeyOptions(context: PasskeyContext) {
  return async (request: FastifyRequest) => {
    const { purpose } = readRequest(request, { body: passkeyOptionsRequestSchema }).body
    const { database } = context.server
    const userId = purpose === 'login' ? undefined : (await context.readSession(request)).user_id
    if (purpose === 'register') {
      const registration = await registrationOptions(context, userId ?? '')
      await keepPasskeyChallenge(database, {
        challenge: registration.challenge,
        purpose,
        userId,
        now: context.now(),
      })
      return registration
    }
    const allowed = userId ? await passkeysOf(database, userId) : []
    if (userId && allowed.length === 0) throw new EmbeddedRefusalError('PASSKEY_NONE')
    const options = await generateAuthenticationOptions({
      rpID: rpIdOf(context),
      userVerification: 'required',
      timeout: passkeyChallengeLifetimeMs,
      // A sign-in lets the browser offer any passkey of this site; a confirmation only the account's.
      allowCredentials: allowed.map((row) => ({ id: row.id, transports: transportsOf(row) })),
    })
    await keepPasskeyChallenge(database, {
      challenge: options.challenge,
      purpose,
      userId,
      now: context.now(),
    })
    return options
  }
}

/** `POST /v1/embedded/passkey/register`: keeps the signed-in account's new passkey. */
export function postPasskeyRegister(context: PasskeyContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await context.readSession(request)
    const { credential } = readRequest(request, { body: passkeyRegisterRequestSchema }).body
    const answer = readPasskeyAnswer(credential.response.clientDataJSON, context.walletOrigin)
    const at = context.now()
    const { database } = context.server
    await takePasskeyChallenge(database, {
      challenge: answer.challenge,
      purpose: 'register',
      userId: session.user_id,
      now: at,
    })
    const verified = await verifyRegistrationResponse({
      response: { ...credential, clientExtensionResults: {} },
      expectedChallenge: answer.challenge,
      expectedOrigin: context.walletOrigin,
      expectedRPID: rpIdOf(context),
      ...(answer.topOrigin ? { expectedTopOrigin: answer.topOrigin } : {}),
      requireUserVerification: true,
    }).catch(() => ({ verified: false as const }))
    if (!verified.verified) throw new EmbeddedRefusalError('PASSKEY_INVALID')
    const info = verified.registrationInfo
    await database.transaction(async (transaction) => {
      if ((await passkeysOf(transaction, session.user_id)).length >= maxPasskeysPerAccount)
        throw new EmbeddedRefusalError('PASSKEY_LIMIT')
      const { rows } = await transaction.query(
        `insert into embedded_passkeys (id, user_id, public_key, counter, transports, device_type, backed_up, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (id) do nothing returning id`,
        [
          info.credential.id,
          session.user_id,
          isoBase64URL.fromBuffer(info.credential.publicKey),
          info.credential.counter,
          credential.response.transports?.join(',') ?? null,
          info.credentialDeviceType,
          info.credentialBackedUp,
          at,
        ],
      )
      if (rows.length === 0) throw new EmbeddedRefusalError('PASSKEY_EXISTS')
    })
    return reply
      .code(201)
      .send({ id: info.credential.id, synced: info.credentialDeviceType === 'multiDevice' })
  }
}

/**
 * Checks an assertion against the challenge it signed (taken once) and the stored passkey
 * (`userId`'s only, when given), then moves the passkey's counter on.
 */
async function verifyAssertion(
  context: PasskeyContext,
  credential: Assertion,
  expected: { purpose: 'login' | 'confirm'; userId?: string | undefined },
): Promise<PasskeyRow> {
  const answer = readPasskeyAnswer(credential.response.clientDataJSON, context.walletOrigin)
  const at = context.now()
  const { database } = context.server
  await takePasskeyChallenge(database, { challenge: answer.challenge, ...expected, now: at })
  const { rows } = await database.query<PasskeyRow>(
    'select id, user_id, public_key, counter, transports from embedded_passkeys where id = $1',
    [credential.id],
  )
  const row = rows[0]
  if (!row || (expected.userId && row.user_id !== expected.userId))
    throw new EmbeddedRefusalError('PASSKEY_UNKNOWN')
  const verified = await verifyAuthenticationResponse({
    response: { ...credential, clientExtensionResults: {} },
    expectedChallenge: answer.challenge,
    expectedOrigin: context.walletOrigin,
    expectedRPID: rpIdOf(context),
    ...(answer.topOrigin ? { expectedTopOrigin: answer.topOrigin } : {}),
    credential: {
      id: row.id,
      publicKey: isoBase64URL.toBuffer(row.public_key),
      counter: Number(row.counter),
      transports: transportsOf(row),
    },
    requireUserVerification: true,
  }).catch(() => ({ verified: false as const, authenticationInfo: undefined }))
  if (!verified.verified) throw new EmbeddedRefusalError('PASSKEY_INVALID')
  await database.query(
    'update embedded_passkeys set counter = $2, last_used_at = $3 where id = $1',
    [row.id, verified.authenticationInfo.newCounter, at],
  )
  return row
}

/**
 * `POST /v1/embedded/passkey/login`: a passkey alone signs in. The device it was used on is
 * approved as an emailed link would approve it, and the session is fresh, so the frame may take
 * the recovery share on a device that has no share of its own yet.
 */
export function postPasskeyLogin(context: PasskeyContext) {
  return async (request: FastifyRequest) => {
    const { credential, deviceId } = readRequest(request, { body: passkeyLoginRequestSchema }).body
    const passkey = await verifyAssertion(context, credential, { purpose: 'login' })
    const { database } = context.server
    const at = context.now()
    const { rows } = await database.query<{ email: string | null; address: string | null }>(
      'select email, address from embedded_users where id = $1',
      [passkey.user_id],
    )
    await approveOwnDevice(database, {
      userId: passkey.user_id,
      deviceHash: hashDeviceId(deviceId),
      now: at,
    })
    const token = await openEmbeddedSession(database, { userId: passkey.user_id, deviceId, at })
    return {
      token,
      user: {
        // The frame keeps this device's key share under it when the account has no email.
        accountId: passkey.user_id,
        email: rows[0]?.email ?? undefined,
        address: rows[0]?.address ?? undefined,
      },
    }
  }
}

/** `POST /v1/embedded/passkey/confirm`: the signed-in account's passkey as a second factor. */
export function postPasskeyConfirm(context: PasskeyContext) {
  return async (request: FastifyRequest) => {
    const session = await context.readSession(request)
    const { credential } = readRequest(request, { body: passkeyConfirmRequestSchema }).body
    await verifyAssertion(context, credential, { purpose: 'confirm', userId: session.user_id })
    return { verified: true }
  }
}

/** `GET /v1/embedded/passkey`: how many passkeys the signed-in account has. */
export function getPasskeys(context: PasskeyContext) {
  return async (request: FastifyRequest) => {
    const session = await context.readSession(request)
    return { count: (await passkeysOf(context.server.database, session.user_id)).length }
  }
}
