// Sign In With Farcaster over the server's routes: the relay spoken by Farcaster's own auth
// client, the dev Farcaster client page approving with the dev custody key, and the custody check
// read from the dev ID registry on a real anvil. PGlite always; PostgreSQL when enabled.
import { randomBytes } from 'node:crypto'
import { createAppClient, createWalletClient, viemConnector } from '@farcaster/auth-client'
import {
  type AnvilInstance,
  type DevFarcasterClientInstance,
  type DevIdRegistry,
  deployDevIdRegistry,
  devFarcasterAccount,
  startAnvil,
  startDevFarcasterClient,
} from '@latchkey/devchain'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getTestDatabases, type TestDatabaseKind } from '../../../test/getTestDatabases.js'
import {
  type EmbeddedTestAnswer,
  startEmbeddedTestServer,
} from '../../../test/startEmbeddedTestServer.js'

const dappOrigin = 'http://dapp.test:5173'
const relayKey = 'dev-farcaster-relay-key'
const newDevice = () => randomBytes(32).toString('base64url')
const custody = privateKeyToAccount(devFarcasterAccount.custodyPrivateKey)
const stranger = privateKeyToAccount(`0x${'42'.repeat(32)}`)

/** A listening server (Farcaster's client speaks HTTP to it) with `LATCHKEY_FARCASTER` set. */
async function startFarcasterServer(
  kind: TestDatabaseKind,
  parameters: { rpcUrl: string; idRegistry: string; clientUrl: string; lifetimeMs?: number },
) {
  const { rpcUrl, idRegistry, clientUrl, lifetimeMs } = parameters
  const stack = await startEmbeddedTestServer({
    database: kind,
    env: {
      LATCHKEY_NONCE_RATE_LIMIT_PER_IP: '200',
      LATCHKEY_FARCASTER: JSON.stringify({ rpcUrl, idRegistry, clientUrl, relayKey }),
    },
    configure: (config) => {
      const farcaster = config.embedded?.farcaster
      if (lifetimeMs && farcaster) farcaster.channelLifetimeMs = lifetimeMs
    },
  })
  /** Calls the server as the wallet frame does (POST by default; with a session's `token`). */
  const call = (
    path: string,
    body?: object,
    session: { method?: 'GET' | 'POST'; token?: string } = {},
  ) => stack.call(session.method ?? 'POST', path, body, session.token)
  return { ...stack, call }
}

describe.each(getTestDatabases())('farcasterRoutes on $name', (kind) => {
  let anvil: AnvilInstance
  let registry: DevIdRegistry
  let stack: Awaited<ReturnType<typeof startFarcasterServer>>
  let client: DevFarcasterClientInstance

  beforeAll(async () => {
    if (kind.skipped) return
    anvil = await startAnvil({ chainId: 31613 })
    registry = await deployDevIdRegistry({ rpcUrl: anvil.rpcUrl })
    let relayUrl = ''
    client = await startDevFarcasterClient({ relayUrl: () => relayUrl, relayKey })
    stack = await startFarcasterServer(kind, {
      rpcUrl: anvil.rpcUrl,
      idRegistry: registry.idRegistry,
      clientUrl: client.url,
    })
    relayUrl = `${stack.url}/farcaster`
  }, 120_000)
  afterAll(async () => {
    await stack?.stop()
    await client?.close()
    await kind.stop()
    await anvil?.stop()
  })

  const start = async (deviceId: string) => {
    const started = await stack.call('/v1/embedded/farcaster/start', {
      deviceId,
      origin: dappOrigin,
    })
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    return started.body as { channelToken: string; url: string; nonce: string }
  }
  /** Approves on the dev client page as a user would: opens the link, presses Approve. */
  const approveOnClientPage = async (url: string) => {
    const page = await fetch(url)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('dapp.test:5173')
    expect(html).toContain('@latchkey-dev')
    const token = new URL(url).searchParams.get('channelToken')!
    const approved = await fetch(`${client.url}/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ channelToken: token }).toString(),
    })
    expect(await approved.text()).toContain('You signed in to')
  }
  /** Answers a channel as a Farcaster client would, with any key, nonce and domain. */
  const answer = async (
    channelToken: string,
    parameters: { signer: typeof custody; nonce: string; domain?: string },
  ) => {
    const wallet = createWalletClient({
      relay: `${stack.url}/farcaster`,
      ethereum: viemConnector({ rpcUrl: anvil.rpcUrl }),
    })
    const built = wallet.buildSignInMessage({
      address: parameters.signer.address,
      fid: devFarcasterAccount.fid,
      uri: dappOrigin,
      domain: parameters.domain ?? 'dapp.test:5173',
      nonce: parameters.nonce,
    })
    if (built.isError) throw built.error
    const signature = await parameters.signer.signMessage({ message: built.message })
    const sent = await wallet.authenticate({
      channelToken,
      authKey: relayKey,
      message: built.message,
      signature,
      fid: devFarcasterAccount.fid,
      username: 'mallory',
    })
    expect(sent.response?.status, JSON.stringify(sent.data)).toBe(201)
  }

  test.skipIf(kind.skipped)(
    'behavior: the dev client approves; the relay speaks auth-client; the fid reaches one account',
    async () => {
      const device = newDevice()
      const channel = await start(device)
      expect(channel.url).toBe(`${client.url}/?channelToken=${channel.channelToken}`)
      const app = createAppClient({
        relay: `${stack.url}/farcaster`,
        ethereum: viemConnector({ rpcUrl: anvil.rpcUrl }),
      })
      const pending = await app.status({ channelToken: channel.channelToken })
      expect(pending.data?.state).toBe('pending')
      expect(pending.response?.status).toBe(202)
      expect(
        (
          await stack.call('/v1/embedded/farcaster/complete', {
            channelToken: channel.channelToken,
            deviceId: device,
          })
        ).status,
      ).toBe(202)

      await approveOnClientPage(channel.url)
      const done = await app.status({ channelToken: channel.channelToken })
      expect(done.data).toMatchObject({
        state: 'completed',
        fid: devFarcasterAccount.fid,
        username: 'latchkey-dev',
        nonce: channel.nonce,
      })
      const completed = await stack.call('/v1/embedded/farcaster/complete', {
        channelToken: channel.channelToken,
        deviceId: device,
      })
      expect(completed.status, JSON.stringify(completed.body)).toBe(200)
      expect(completed.body.token).toEqual(expect.any(String))
      const user = completed.body.user as Record<string, unknown>
      expect(user).toMatchObject({ provider: 'farcaster', username: 'latchkey-dev', fid: 1 })
      // The channel is spent.
      const again = await stack.call('/v1/embedded/farcaster/complete', {
        channelToken: channel.channelToken,
        deviceId: device,
      })
      expect(again.body.error?.code).toBe('FARCASTER_CHANNEL_INVALID')

      const second = await start(device)
      await approveOnClientPage(second.url)
      const secondDone = await stack.call('/v1/embedded/farcaster/complete', {
        channelToken: second.channelToken,
        deviceId: device,
      })
      expect((secondDone.body.user as Record<string, unknown>).accountId).toBe(user.accountId)
    },
    60_000,
  )

  test.skipIf(kind.skipped)(
    "error: a message signed by a key that is not the fid's custody address is refused",
    async () => {
      const device = newDevice()
      const channel = await start(device)
      await answer(channel.channelToken, { signer: stranger, nonce: channel.nonce })
      const refused = await stack.call('/v1/embedded/farcaster/complete', {
        channelToken: channel.channelToken,
        deviceId: device,
      })
      expect(refused.status).toBe(400)
      expect(refused.body.error?.code).toBe('FARCASTER_SIGNIN_INVALID')
      expect(refused.body.error?.message).toContain(`does not own fid ${devFarcasterAccount.fid}`)
    },
  )

  test.skipIf(kind.skipped)('error: a wrong nonce or domain is refused', async () => {
    const device = newDevice()
    const wrongNonce = await start(device)
    await answer(wrongNonce.channelToken, { signer: custody, nonce: 'othernonce12345' })
    const nonceRefused = await stack.call('/v1/embedded/farcaster/complete', {
      channelToken: wrongNonce.channelToken,
      deviceId: device,
    })
    expect(nonceRefused.body.error).toEqual({
      code: 'FARCASTER_SIGNIN_INVALID',
      message: 'The Farcaster sign-in message was refused: Invalid nonce',
    })
    const wrongDomain = await start(device)
    await answer(wrongDomain.channelToken, {
      signer: custody,
      nonce: wrongDomain.nonce,
      domain: 'evil.test',
    })
    const domainRefused = await stack.call('/v1/embedded/farcaster/complete', {
      channelToken: wrongDomain.channelToken,
      deviceId: device,
    })
    expect(domainRefused.body.error).toEqual({
      code: 'FARCASTER_SIGNIN_INVALID',
      message: 'The Farcaster sign-in message was refused: Invalid domain',
    })
  })

  test.skipIf(kind.skipped)(
    'error: another device, a wrong relay key, and a bad request are refused',
    async () => {
      const device = newDevice()
      const channel = await start(device)
      const other = await stack.call('/v1/embedded/farcaster/complete', {
        channelToken: channel.channelToken,
        deviceId: newDevice(),
      })
      expect(other.body.error?.code).toBe('FARCASTER_CHANNEL_INVALID')
      const forged = await fetch(`${stack.url}/farcaster/v1/channel/authenticate`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${channel.channelToken}`,
          'content-type': 'application/json',
          'x-farcaster-auth-relay-key': 'not-the-relay-key-at-all',
        },
        body: JSON.stringify({ message: 'x', signature: '0x00', fid: 1 }),
      })
      expect(forged.status).toBe(401)
      expect(((await forged.json()) as EmbeddedTestAnswer['body']).error?.code).toBe(
        'FARCASTER_RELAY_KEY_INVALID',
      )
      const bad = await stack.call('/v1/embedded/farcaster/start', {
        deviceId: device,
        origin: 'nope',
      })
      expect(bad.status).toBe(400)
      expect(JSON.stringify(bad.body)).toContain('must be an origin')
    },
  )

  test.skipIf(kind.skipped)(
    'error: an expired channel can be neither approved nor completed',
    async () => {
      const short = await startFarcasterServer(kind, {
        rpcUrl: anvil.rpcUrl,
        idRegistry: registry.idRegistry,
        clientUrl: client.url,
        lifetimeMs: 1_000,
      })
      try {
        const device = newDevice()
        const started = await short.call('/v1/embedded/farcaster/start', {
          deviceId: device,
          origin: dappOrigin,
        })
        const channelToken = String(started.body.channelToken)
        const status = () =>
          fetch(`${short.url}/farcaster/v1/channel/status`, {
            headers: { authorization: `Bearer ${channelToken}` },
          })
        expect((await status()).status).toBe(202)
        // Asked until the channel's second is over (no fixed wait).
        const deadline = Date.now() + 10_000
        while ((await status()).status === 202 && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 100))
        const expired = await status()
        expect(expired.status).toBe(401)
        const wallet = createWalletClient({
          relay: `${short.url}/farcaster`,
          ethereum: viemConnector({ rpcUrl: anvil.rpcUrl }),
        })
        const late = await wallet.authenticate({
          channelToken,
          authKey: relayKey,
          message: 'late',
          signature: '0x00',
          fid: 1,
        })
        // The auth client reads any status as an answer: the relay's refusal is in it.
        expect(late.response?.status).toBe(401)
        expect(late.data).toMatchObject({ error: { code: 'FARCASTER_CHANNEL_INVALID' } })
        const completed = await short.call('/v1/embedded/farcaster/complete', {
          channelToken,
          deviceId: device,
        })
        expect(completed.body.error).toEqual({
          code: 'FARCASTER_CHANNEL_INVALID',
          message: 'This Farcaster sign-in is unknown or has expired: start it again',
        })
      } finally {
        await short.stop()
      }
    },
    60_000,
  )

  test.skipIf(kind.skipped)(
    "behavior: the fid's account on a new device waits for a signed-in device's approval (it has no email); a declined one is refused",
    async () => {
      const complete = (channelToken: string, deviceId: string) =>
        stack.call('/v1/embedded/farcaster/complete', { channelToken, deviceId })
      /** Signs the fid in from `deviceId` through the dev client page: the completion's answer. */
      const signIn = async (deviceId: string) => {
        const channel = await start(deviceId)
        await approveOnClientPage(channel.url)
        return { channel, answer: await complete(channel.channelToken, deviceId) }
      }
      const first = newDevice()
      const opened = await signIn(first)
      const token = String(opened.answer.body.token)
      // The account's wallet, once: from now on a new device needs an approval.
      const user = opened.answer.body.user as { address?: string }
      const address = user.address ?? `0x${randomBytes(20).toString('hex')}`
      if (!user.address) {
        const share = () => `01${randomBytes(32).toString('hex')}`
        const wallet = { address, authShare: share(), recoveryShare: share() }
        expect((await stack.call('/v1/embedded/wallet', wallet, { token })).status).toBe(201)
      }
      const requests = async () =>
        (await stack.call('/v1/embedded/devices/requests', undefined, { method: 'GET', token }))
          .body.requests as Array<{ id: string }>

      const second = newDevice()
      const waiting = await signIn(second)
      expect(waiting.answer.body).toEqual({ action: 'VERIFY_DEVICE' })
      // Asked again while nobody answered: still waiting, one request.
      expect((await complete(waiting.channel.channelToken, second)).body).toEqual({
        action: 'VERIFY_DEVICE',
      })
      const [request, ...more] = await requests()
      expect(more).toEqual([])
      const approve = '/v1/embedded/devices/requests/approve'
      expect((await stack.call(approve, { id: request!.id }, { token })).body).toEqual({
        approved: true,
      })
      const done = await complete(waiting.channel.channelToken, second)
      expect(done.status, JSON.stringify(done.body)).toBe(200)
      expect(done.body.token).toEqual(expect.any(String))
      expect(done.body.user).toMatchObject({ address, provider: 'farcaster', fid: 1 })
      // The channel is spent.
      expect((await complete(waiting.channel.channelToken, second)).body.error?.code).toBe(
        'FARCASTER_CHANNEL_INVALID',
      )

      const third = newDevice()
      const declined = await signIn(third)
      expect(declined.answer.body).toEqual({ action: 'VERIFY_DEVICE' })
      const [thirdRequest] = await requests()
      const decline = '/v1/embedded/devices/requests/decline'
      expect((await stack.call(decline, { id: thirdRequest!.id }, { token })).body).toEqual({
        approved: false,
      })
      const refused = await complete(declined.channel.channelToken, third)
      expect(refused.status).toBe(403)
      expect(refused.body.error?.code).toBe('DEVICE_DECLINED')
      expect((await complete(declined.channel.channelToken, third)).body.error?.code).toBe(
        'FARCASTER_CHANNEL_INVALID',
      )
    },
    60_000,
  )
})
