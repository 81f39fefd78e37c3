// The sign-in routes over real HTTP, on PGlite and (when enabled) PostgreSQL, verifying real
// signatures: keys of the dev accounts, and contract wallets (ERC-1271 deployed, ERC-6492 not yet)
// on a real anvil node. Requests carry the Origin header a browser would send.

import type { SIWXMessageData } from '@latchkey/core'
import { formatSIWXMessage } from '@latchkey/core/protocol'
import { type AnvilInstance, devAccounts, startAnvil } from '@latchkey/devchain'
import type { FastifyInstance } from 'fastify'
import { type Address, createPublicClient, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { counterfactualContractWallet, deployContractWallet } from '../../test/contractWallet.js'
import { getTestDatabases, type TestDatabase } from '../../test/getTestDatabases.js'
import { loadConfig } from '../config.js'
import { createServer } from '../createServer.js'
import { addProject } from '../projects/addProject.js'

const origin = 'http://127.0.0.1:5173'
const alice = privateKeyToAccount(devAccounts[0]!.privateKey)
const bob = privateKeyToAccount(devAccounts[1]!.privateKey)

describe.each(getTestDatabases())('siwx routes on $name', (kind) => {
  let database: TestDatabase
  let anvil: AnvilInstance
  let server: FastifyInstance
  let url: string
  beforeAll(async () => {
    if (kind.skipped) return
    ;[database, anvil] = await Promise.all([kind.create(), startAnvil({ chainId: 31337 })])
    const config = {
      ...loadConfig({ LOG_LEVEL: 'silent' }),
      chains: [
        { caipNetworkId: 'eip155:31337', rpcUrl: anvil.rpcUrl },
        // A chain whose node is down: contract signatures on it cannot be checked.
        { caipNetworkId: 'eip155:31999', rpcUrl: 'http://127.0.0.1:9' },
      ],
    }
    server = createServer({ config, database: database.database })
    url = await server.listen({ host: '127.0.0.1', port: 0 })
  })
  afterAll(async () => {
    await server?.close()
    await database?.drop()
    await anvil?.stop()
    await kind.stop()
  })

  async function request(
    method: string,
    path: string,
    { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {},
  ) {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: {
        origin,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await response.text()
    return { status: response.status, body: text ? JSON.parse(text) : undefined }
  }

  async function nonce(headers?: Record<string, string>): Promise<string> {
    const { status, body } = await request('POST', '/v1/siwx/nonce', { body: {}, headers })
    expect(status).toBe(200)
    return body.nonce
  }

  function message(fields: Partial<SIWXMessageData> & { nonce: string }): string {
    const issuedAt = new Date()
    return formatSIWXMessage({
      chainId: 'eip155:31337',
      accountAddress: alice.address,
      scheme: 'http',
      domain: '127.0.0.1:5173',
      uri: `${origin}/`,
      version: '1',
      statement: 'Sign in to the test app',
      issuedAt: issuedAt.toISOString(),
      expirationTime: new Date(issuedAt.getTime() + 3_600_000).toISOString(),
      ...fields,
    })
  }

  async function verify(text: string, signature: Hex, headers?: Record<string, string>) {
    return request('POST', '/v1/siwx/verify', { body: { message: text, signature }, headers })
  }

  async function signedIn() {
    const text = message({ nonce: await nonce() })
    const { status, body } = await verify(text, await alice.signMessage({ message: text }))
    expect(status).toBe(200)
    return { text, token: body.token as string, session: body.session }
  }

  const refused = (status: number, code: string) => ({
    status,
    body: { error: { code, message: expect.any(String) } },
  })

  describe.skipIf(kind.skipped)(kind.skipped ? `skipped: ${kind.skipped}` : 'routes', () => {
    test('default: nonce, verify, session, sign out', async () => {
      const issued = await request('POST', '/v1/siwx/nonce', { body: {} })
      expect(issued.status).toBe(200)
      expect(issued.body.nonce).toMatch(/^[0-9a-f]{32}$/)
      expect(Date.parse(issued.body.expiresAt) - Date.now()).toBeGreaterThan(9 * 60_000)

      const text = message({ nonce: issued.body.nonce })
      const signature = await alice.signMessage({ message: text })
      const verified = await verify(text, signature)
      expect(verified.status).toBe(200)
      expect(verified.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
      const session = {
        address: alice.address,
        caipNetworkId: 'eip155:31337',
        issuedAt: expect.any(String),
        expiresAt: expect.any(String),
        message: text,
        signature,
      }
      expect(verified.body.session).toEqual(session)
      // The session ends when the message does.
      expect(verified.body.session.expiresAt).toBe(
        new Date(/Expiration Time: (.+)/.exec(text)![1]!).toISOString(),
      )

      const bearer = { authorization: `Bearer ${verified.body.token}` }
      expect(await request('GET', '/v1/siwx/session', { headers: bearer })).toEqual({
        status: 200,
        body: session,
      })
      expect((await request('DELETE', '/v1/siwx/session', { headers: bearer })).status).toBe(204)
      expect(await request('GET', '/v1/siwx/session', { headers: bearer })).toEqual(
        refused(401, 'SIWX_SESSION_NOT_FOUND'),
      )
      // Deleting again is harmless.
      expect((await request('DELETE', '/v1/siwx/session', { headers: bearer })).status).toBe(204)
    })

    test('behavior: the token is stored hashed, never as is', async () => {
      const { token } = await signedIn()
      const { rows } = await server.database.query<{ token_hash: string }>(
        'select token_hash from siwx_sessions',
      )
      expect(rows.length).toBeGreaterThan(0)
      expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true)
      expect(rows.some((row) => row.token_hash === token)).toBe(false)
    })

    test('errors: a reused nonce', async () => {
      const { text } = await signedIn()
      const again = await verify(text, await alice.signMessage({ message: text }))
      expect(again).toEqual(refused(409, 'SIWX_NONCE_REUSED'))
    })

    test('errors: a nonce this server never issued', async () => {
      const text = message({ nonce: 'f00dfeedf00dfeedf00dfeedf00dfeed' })
      expect(await verify(text, await alice.signMessage({ message: text }))).toEqual(
        refused(401, 'SIWX_NONCE_UNKNOWN'),
      )
    })

    test('errors: a nonce issued to another origin', async () => {
      const other = await nonce({ origin: 'http://127.0.0.1:6000' })
      const text = message({ nonce: other })
      expect(await verify(text, await alice.signMessage({ message: text }))).toEqual(
        refused(401, 'SIWX_NONCE_UNKNOWN'),
      )
    })

    test('errors: an expired nonce', async () => {
      const issued = await nonce()
      await server.database.query(
        `update siwx_nonces set expires_at = now() - interval '1 minute' where nonce = $1`,
        [issued],
      )
      const text = message({ nonce: issued })
      expect(await verify(text, await alice.signMessage({ message: text }))).toEqual(
        refused(401, 'SIWX_NONCE_EXPIRED'),
      )
    })

    test.each([
      ['another domain', { domain: 'evil.example' }],
      ['another port', { domain: '127.0.0.1:5174' }],
      ['https for an http page', { scheme: undefined }],
    ])('errors: a domain that is not the requesting origin’s: %s', async (_name, fields) => {
      const text = message({ nonce: await nonce(), ...fields })
      expect(await verify(text, await alice.signMessage({ message: text }))).toEqual(
        refused(403, 'SIWX_DOMAIN_MISMATCH'),
      )
    })

    test('errors: a URI that is not on the requesting origin', async () => {
      const text = message({ nonce: await nonce(), uri: 'https://evil.example/login' })
      const answer = await verify(text, await alice.signMessage({ message: text }))
      expect(answer).toEqual(refused(403, 'SIWX_URI_MISMATCH'))
      expect(answer.body.error.message).toBe(
        'The sign-in message URI is not on the requesting page’s origin: https://evil.example/login is not on http://127.0.0.1:5173',
      )
    })

    test('errors: an expired message', async () => {
      const text = message({
        nonce: await nonce(),
        issuedAt: '2020-01-01T00:00:00.000Z',
        expirationTime: '2020-01-02T00:00:00.000Z',
      })
      expect(await verify(text, await alice.signMessage({ message: text }))).toEqual(
        refused(401, 'SIWX_MESSAGE_EXPIRED'),
      )
    })

    test('errors: a message not valid yet', async () => {
      const text = message({
        nonce: await nonce(),
        notBefore: new Date(Date.now() + 600_000).toISOString(),
      })
      expect(await verify(text, await alice.signMessage({ message: text }))).toEqual(
        refused(401, 'SIWX_MESSAGE_NOT_YET_VALID'),
      )
    })

    test('errors: a signature by another key', async () => {
      const text = message({ nonce: await nonce() })
      expect(await verify(text, await bob.signMessage({ message: text }))).toEqual(
        refused(401, 'SIWX_INVALID_SIGNATURE'),
      )
    })

    test('errors: a signature of another text (the message changed after signing)', async () => {
      const text = message({ nonce: await nonce() })
      const signature = await alice.signMessage({ message: text })
      const changed = text.replace('Sign in to the test app', 'Sign in to the test app!')
      expect(await verify(changed, signature)).toEqual(refused(401, 'SIWX_INVALID_SIGNATURE'))
    })

    test('errors: a refused signature spends the nonce', async () => {
      const text = message({ nonce: await nonce() })
      await verify(text, await bob.signMessage({ message: text }))
      expect(await verify(text, await alice.signMessage({ message: text }))).toEqual(
        refused(409, 'SIWX_NONCE_REUSED'),
      )
    })

    test.each([
      ['text that is no sign-in message', () => 'hello'],
      [
        'an address not in EIP-55 form',
        (nonce: string) => message({ nonce, accountAddress: alice.address.toLowerCase() }),
      ],
      ['version 2', (nonce: string) => message({ nonce, version: '2' })],
      ['no nonce', (nonce: string) => message({ nonce }).replace(/\nNonce: .+/, '')],
      ['a line too many', (nonce: string) => `${message({ nonce })}\nColor: blue`],
      [
        'a date that is not RFC 3339',
        (nonce: string) => message({ nonce, issuedAt: 'March 1 2026' }),
      ],
    ])('errors: a malformed message: %s', async (_name, make) => {
      const text = make(await nonce())
      const answer = await verify(text, await alice.signMessage({ message: text }))
      expect(answer).toEqual(refused(400, 'SIWX_MALFORMED_MESSAGE'))
      expect(answer.body.error.message).toMatch(/^The sign-in message is malformed: /)
    })

    test('errors: a malformed body', async () => {
      expect(
        await request('POST', '/v1/siwx/verify', { body: { message: 'x', signature: '0x12' } }),
      ).toEqual(refused(400, 'SIWX_MALFORMED_REQUEST'))
      expect(await request('POST', '/v1/siwx/verify', { body: { signature: '0x12' } })).toEqual(
        refused(400, 'SIWX_MALFORMED_REQUEST'),
      )
    })

    test('errors: a request without an Origin header', async () => {
      const text = message({ nonce: await nonce() })
      const response = await server.inject({
        method: 'POST',
        url: '/v1/siwx/verify',
        payload: { message: text, signature: await alice.signMessage({ message: text }) },
      })
      expect(response.statusCode).toBe(400)
      expect(response.json().error.code).toBe('SIWX_ORIGIN_MISSING')
    })

    test('errors: a chain the server has no node for', async () => {
      const text = message({ nonce: await nonce(), chainId: 'eip155:1' })
      expect(await verify(text, await alice.signMessage({ message: text }))).toEqual(
        refused(400, 'SIWX_CHAIN_NOT_SUPPORTED'),
      )
    })

    test('errors: session requests without a token, with an unknown one, from another origin', async () => {
      expect(await request('GET', '/v1/siwx/session')).toEqual(refused(401, 'SIWX_TOKEN_MISSING'))
      expect(
        await request('GET', '/v1/siwx/session', {
          headers: { authorization: `Bearer ${'x'.repeat(43)}` },
        }),
      ).toEqual(refused(401, 'SIWX_SESSION_NOT_FOUND'))
      const { token } = await signedIn()
      expect(
        await request('GET', '/v1/siwx/session', {
          headers: { authorization: `Bearer ${token}`, origin: 'http://127.0.0.1:6000' },
        }),
      ).toEqual(refused(401, 'SIWX_SESSION_NOT_FOUND'))
      expect(await request('DELETE', '/v1/siwx/session')).toEqual(
        refused(401, 'SIWX_TOKEN_MISSING'),
      )
    })

    test('behavior: an ERC-1271 contract wallet signs in through its owner', async () => {
      const wallet = await deployContractWallet({
        rpcUrl: anvil.rpcUrl,
        owner: bob.address,
        deployerKey: devAccounts[2]!.privateKey,
      })
      const text = message({ nonce: await nonce(), accountAddress: wallet })
      const verified = await verify(text, await bob.signMessage({ message: text }))
      expect(verified.status).toBe(200)
      expect(verified.body.session.address).toBe(wallet)

      // Someone else's signature is not the wallet's.
      const other = message({ nonce: await nonce(), accountAddress: wallet })
      expect(await verify(other, await alice.signMessage({ message: other }))).toEqual(
        refused(401, 'SIWX_INVALID_SIGNATURE'),
      )
    })

    test('behavior: an ERC-6492 signature of a wallet not deployed yet', async () => {
      const counterfactual = counterfactualContractWallet({ owner: bob.address, salt: 7 })
      const client = createPublicClient({ transport: http(anvil.rpcUrl) })
      expect(await client.getCode({ address: counterfactual.address })).toBeUndefined()
      const text = message({ nonce: await nonce(), accountAddress: counterfactual.address })
      const signature = counterfactual.wrap(await bob.signMessage({ message: text }))
      const verified = await verify(text, signature)
      expect(verified.status).toBe(200)
      expect(verified.body.session.address).toBe(counterfactual.address)
      // Verified in a call: nothing was deployed.
      expect(await client.getCode({ address: counterfactual.address })).toBeUndefined()

      const other = message({ nonce: await nonce(), accountAddress: counterfactual.address })
      expect(
        await verify(other, counterfactual.wrap(await alice.signMessage({ message: other }))),
      ).toEqual(refused(401, 'SIWX_INVALID_SIGNATURE'))
    })

    test('errors: a contract signature on a chain whose node is down', async () => {
      const counterfactual = counterfactualContractWallet({ owner: bob.address, salt: 8 })
      const text = message({
        nonce: await nonce(),
        chainId: 'eip155:31999',
        accountAddress: counterfactual.address,
      })
      const signature = counterfactual.wrap(await bob.signMessage({ message: text }))
      expect(await verify(text, signature)).toEqual(refused(502, 'SIWX_CHAIN_UNAVAILABLE'))
    })

    test('behavior: with projects configured, the project check applies', async () => {
      await addProject(server.database, { id: 'siwx-test', origins: [origin] })
      server.projectAccess.invalidate()
      try {
        expect(await request('POST', '/v1/siwx/nonce', { body: {} })).toEqual(
          refused(401, 'MISSING_PROJECT_ID'),
        )
        expect(
          await request('POST', '/v1/siwx/nonce?projectId=siwx-test', {
            body: {},
            headers: { origin: 'http://127.0.0.1:6000' },
          }),
        ).toEqual(refused(403, 'ORIGIN_NOT_ALLOWED'))
        const issued = await request('POST', '/v1/siwx/nonce?projectId=siwx-test', { body: {} })
        expect(issued.status).toBe(200)
        const text = message({ nonce: issued.body.nonce })
        const signature = await alice.signMessage({ message: text })
        const verified = await request('POST', '/v1/siwx/verify?projectId=siwx-test', {
          body: { message: text, signature },
        })
        expect(verified.status).toBe(200)
      } finally {
        await server.database.query('delete from projects')
        server.projectAccess.invalidate()
      }
    })
  })
})

// Keeps `Address` in use for readers of the helper types above.
export type { Address }
