// The default `siwx` configuration against a stand-in for the Latchkey server's sign-in routes,
// written as a `fetch` function: it hands out nonces, accepts every signature, keeps sessions by
// token and records each request. It covers the widget's side of the exchange (URLs, headers,
// bodies, what is stored and what each answer does). The server's own checks (nonces, domains,
// signatures) are tested in packages/server/src/siwx, and this configuration against the real
// server in packages/server/src/siwx/serverSIWX.test.ts.
import { SiweMessage } from 'siwe'
import { describe, expect, test } from 'vitest'
import { createMemoryStorage } from '../../test/createMemoryStorage.js'
import type { CaipNetworkId } from '../caip/parseCaipNetworkId.js'
import { SIWXServerError } from '../errors/siwx.js'
import { createServerSIWX, defaultSIWXStatement } from './createServerSIWX.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const serverUrl = 'http://127.0.0.1:8787'
const now = Date.parse('2026-03-01T10:00:00.000Z')

function createStandInServer() {
  const requests: Array<{ method: string; url: URL; headers: Headers; body: unknown }> = []
  const sessions = new Map<string, Record<string, string>>()
  let count = 0
  const answer = (status: number, body?: unknown) =>
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    })
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input))
    const headers = new Headers(init?.headers)
    const body = init?.body ? JSON.parse(String(init.body)) : undefined
    requests.push({ method: init?.method ?? 'GET', url, headers, body })
    const token = headers.get('authorization')?.replace(/^Bearer /, '') ?? ''
    const route = `${init?.method} ${url.pathname}`
    if (route === 'POST /v1/siwx/nonce')
      return answer(200, { nonce: `nonce${++count}abcdef`, expiresAt: '2026-03-01T10:10:00.000Z' })
    if (route === 'POST /v1/siwx/verify') {
      const parsed = new SiweMessage(body.message)
      const session = {
        address: parsed.address,
        caipNetworkId: `eip155:${parsed.chainId}`,
        issuedAt: parsed.issuedAt ?? '',
        expiresAt: parsed.expirationTime ?? '',
        message: body.message,
        signature: body.signature,
      }
      const newToken = `token-${++count}-0123456789abcdef`
      sessions.set(newToken, session)
      return answer(200, { token: newToken, session })
    }
    if (route === 'GET /v1/siwx/session') {
      const session = sessions.get(token)
      if (!session)
        return answer(401, {
          error: {
            code: 'SIWX_SESSION_NOT_FOUND',
            message: 'No valid sign-in session for this token',
          },
        })
      return answer(200, session)
    }
    if (route === 'DELETE /v1/siwx/session') {
      sessions.delete(token)
      return answer(204)
    }
    return answer(404, { error: { code: 'NOT_FOUND', message: route } })
  }
  return { fetch, requests, sessions }
}

function setup(parameters: Partial<Parameters<typeof createServerSIWX>[0]> = {}) {
  const server = createStandInServer()
  const storage = createMemoryStorage()
  const siwx = createServerSIWX({
    serverUrl,
    fetch: server.fetch,
    storage,
    location: { host: '127.0.0.1:5173', href: 'http://127.0.0.1:5173/?siwx=on', protocol: 'http:' },
    now: () => now,
    ...parameters,
  })
  return { server, storage, siwx }
}

async function signIn(
  siwx: ReturnType<typeof setup>['siwx'],
  chainId: CaipNetworkId = 'eip155:31337',
) {
  const message = await siwx.createMessage({ chainId, accountAddress: address })
  const { toString: _toString, ...data } = message
  const session = { data, message: message.toString(), signature: `0x${'ab'.repeat(65)}` }
  await siwx.addSession(session)
  return session
}

describe('createServerSIWX', () => {
  test('default: an EIP-4361 message for the page with the server’s nonce', async () => {
    const { siwx, server } = setup()
    const message = await siwx.createMessage({ chainId: 'eip155:31337', accountAddress: address })
    expect(server.requests[0]).toMatchObject({ method: 'POST', body: {} })
    expect(server.requests[0]?.url.href).toBe(`${serverUrl}/v1/siwx/nonce`)
    const parsed = new SiweMessage(message.toString())
    expect({ ...parsed }).toEqual({
      scheme: 'http',
      domain: '127.0.0.1:5173',
      address,
      statement: defaultSIWXStatement,
      uri: 'http://127.0.0.1:5173/?siwx=on',
      version: '1',
      chainId: 31337,
      nonce: 'nonce1abcdef',
      issuedAt: '2026-03-01T10:00:00.000Z',
      expirationTime: '2026-03-02T10:00:00.000Z',
      notBefore: undefined,
      requestId: undefined,
      resources: undefined,
    })
    expect(siwx.getRequired?.()).toBe(false)
    expect(siwx.signOutOnDisconnect).toBe(true)
  })

  test('parameters: statement, expiresIn, an https page, projectId, required', async () => {
    const { siwx, server } = setup({
      statement: 'Welcome back',
      expiresIn: 60_000,
      projectId: 'demo',
      required: true,
      signOutOnDisconnect: false,
      location: { host: 'app.example.com', href: 'https://app.example.com/', protocol: 'https:' },
    })
    const message = await siwx.createMessage({ chainId: 'eip155:1', accountAddress: address })
    expect(message).toMatchObject({
      statement: 'Welcome back',
      domain: 'app.example.com',
      expirationTime: '2026-03-01T10:01:00.000Z',
    })
    expect(message.scheme).toBeUndefined()
    expect(message.toString().startsWith('app.example.com wants you')).toBe(true)
    expect(server.requests[0]?.url.searchParams.get('projectId')).toBe('demo')
    expect(siwx.getRequired?.()).toBe(true)
    expect(siwx.signOutOnDisconnect).toBe(false)
  })

  test('behavior: addSession has the server verify, then stores the token', async () => {
    const { siwx, server, storage } = setup()
    const session = await signIn(siwx)
    expect(server.requests[1]).toMatchObject({
      method: 'POST',
      body: { message: session.message, signature: session.signature },
    })
    const [stored] = storage.read('siwxSessions') as Array<Record<string, unknown>>
    expect(stored).toMatchObject({
      token: expect.stringMatching(/^token-/),
      caipNetworkId: 'eip155:31337',
      address,
      message: session.message,
      signature: session.signature,
      data: session.data,
    })
  })

  test('behavior: getSessions asks the server about each stored token', async () => {
    const { siwx, server } = setup()
    const session = await signIn(siwx)
    expect(await siwx.getSessions('eip155:31337', address)).toEqual([session])
    expect(await siwx.getSessions('eip155:31337', address.toLowerCase())).toEqual([session])
    const check = server.requests.at(-1)
    expect(check?.method).toBe('GET')
    expect(check?.headers.get('authorization')).toMatch(/^Bearer token-/)
    // Other networks and accounts have none.
    expect(await siwx.getSessions('eip155:31338', address)).toEqual([])
    expect(
      await siwx.getSessions('eip155:31337', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'),
    ).toEqual([])
  })

  test('behavior: a session the server no longer knows is dropped', async () => {
    const { siwx, server, storage } = setup()
    await signIn(siwx)
    server.sessions.clear()
    expect(await siwx.getSessions('eip155:31337', address)).toEqual([])
    expect(storage.read('siwxSessions')).toBeUndefined()
  })

  test('behavior: an expired session is dropped without asking', async () => {
    let clock = now
    const { siwx, server, storage } = setup({ now: () => clock })
    await signIn(siwx)
    clock += 86_400_000
    const before = server.requests.length
    expect(await siwx.getSessions('eip155:31337', address)).toEqual([])
    expect(server.requests.length).toBe(before)
    expect(storage.read('siwxSessions')).toBeUndefined()
  })

  test('behavior: an unreachable server is an error, and the session is kept', async () => {
    const { siwx, storage } = setup()
    await signIn(siwx)
    const offline = createServerSIWX({
      serverUrl,
      storage,
      fetch: async () => {
        throw new TypeError('Failed to fetch')
      },
      now: () => now,
    })
    await expect(offline.getSessions('eip155:31337', address)).rejects.toThrow('Failed to fetch')
    expect(storage.read('siwxSessions')).toHaveLength(1)
  })

  test('behavior: revokeSession forgets the token and ends the session on the server', async () => {
    const { siwx, server, storage } = setup()
    await signIn(siwx)
    await siwx.revokeSession('eip155:31337', address)
    expect(server.requests.at(-1)?.method).toBe('DELETE')
    expect(server.sessions.size).toBe(0)
    expect(storage.read('siwxSessions')).toBeUndefined()
  })

  test('behavior: a new sign-in replaces the account’s old session', async () => {
    const { siwx, server, storage } = setup()
    await signIn(siwx)
    const second = await signIn(siwx)
    expect(server.sessions.size).toBe(1)
    expect(storage.read('siwxSessions')).toEqual([
      expect.objectContaining({ message: second.message }),
    ])
  })

  test('behavior: setSessions keeps the listed ones, revokes the others, adds new ones', async () => {
    const { siwx, server } = setup()
    const first = await signIn(siwx, 'eip155:31337')
    await signIn(siwx, 'eip155:31338')
    await siwx.setSessions([first])
    expect(await siwx.getSessions('eip155:31337', address)).toEqual([first])
    expect(await siwx.getSessions('eip155:31338', address)).toEqual([])
    await siwx.setSessions([])
    expect(server.sessions.size).toBe(0)
  })

  test('behavior: a refusal rejects with SIWXServerError carrying the server’s code', async () => {
    const { siwx } = setup({
      fetch: async () =>
        new Response(
          JSON.stringify({
            error: { code: 'SIWX_NONCE_REUSED', message: 'The sign-in nonce was already used' },
          }),
          { status: 409, headers: { 'content-type': 'application/json' } },
        ),
    })
    const error = await siwx
      .addSession({ data: {} as never, message: 'x', signature: '0x' })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SIWXServerError)
    expect(error).toMatchObject({
      code: 'SIWX_NONCE_REUSED',
      status: 409,
      shortMessage: 'The sign-in nonce was already used',
    })
  })

  test('parameters: storage null keeps nothing', async () => {
    const { siwx } = setup({ storage: null })
    await signIn(siwx)
    expect(await siwx.getSessions('eip155:31337', address)).toEqual([])
  })
})
