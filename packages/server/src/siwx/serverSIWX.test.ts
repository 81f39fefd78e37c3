// The widget's default sign-in configuration (core's createServerSIWX) against this server over
// real HTTP, signing with a dev account's key as the wallet would. The page is stood in for by
// its location and by adding the Origin header a browser sends to every request; the browser
// tests (e2e/siwx.spec.ts) run the same exchange from a real page with the injected wallet.
import { createServerSIWX, type SIWXConfig, type SIWXMessage } from '@latchkey/core'
import { SIWXServerError } from '@latchkey/core/errors'
import { siwxSessionsStorageKey } from '@latchkey/core/protocol'
import { devAccounts } from '@latchkey/devchain'
import type { FastifyInstance } from 'fastify'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loadConfig } from '../config.js'
import { createServer } from '../createServer.js'
import { createPgliteDatabase } from '../db/createPgliteDatabase.js'
import type { Database } from '../db/Database.js'

const page = 'http://127.0.0.1:5173'
const alice = privateKeyToAccount(devAccounts[0]!.privateKey)

let database: Database
let server: FastifyInstance
let url: string
beforeAll(async () => {
  database = await createPgliteDatabase()
  // Key signatures need no node; the URL is never called.
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent' }),
    chains: [{ caipNetworkId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:9' }],
  }
  server = createServer({ config, database })
  url = await server.listen({ host: '127.0.0.1', port: 0 })
})
afterAll(async () => {
  await server?.close()
  await database?.close()
})

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  }
}

function setup(origin = page) {
  const storage = memoryStorage()
  const siwx = createServerSIWX({
    serverUrl: url,
    storage,
    location: {
      host: new URL(origin).host,
      href: `${origin}/`,
      protocol: new URL(origin).protocol,
    },
    fetch: (input, init) =>
      fetch(input, { ...init, headers: { ...(init?.headers as object), origin } }),
  })
  return { siwx, storage }
}

async function signIn(siwx: SIWXConfig) {
  const message: SIWXMessage = await siwx.createMessage({
    chainId: 'eip155:31337',
    accountAddress: alice.address,
  })
  const text = message.toString()
  const { toString: _toString, ...data } = message
  const session = { data, message: text, signature: await alice.signMessage({ message: text }) }
  await siwx.addSession(session)
  return session
}

describe('createServerSIWX against the server', () => {
  test('default: sign in, find the session, sign out', async () => {
    const { siwx, storage } = setup()
    const session = await signIn(siwx)
    expect(await siwx.getSessions('eip155:31337', alice.address)).toEqual([session])
    expect(storage.map.get(`latchkey.${siwxSessionsStorageKey}`)).toContain('"token"')

    await siwx.revokeSession('eip155:31337', alice.address)
    expect(await siwx.getSessions('eip155:31337', alice.address)).toEqual([])
    const { rows } = await database.query('select 1 from siwx_sessions where message = $1', [
      session.message,
    ])
    expect(rows).toEqual([])
  })

  test('behavior: a session ended on the server is gone for the widget too', async () => {
    const { siwx, storage } = setup()
    const session = await signIn(siwx)
    await database.query('delete from siwx_sessions where message = $1', [session.message])
    expect(await siwx.getSessions('eip155:31337', alice.address)).toEqual([])
    expect(storage.map.size).toBe(0)
  })

  test("behavior: a page on another origin cannot use this page's nonce", async () => {
    const { siwx } = setup()
    const message = await siwx.createMessage({
      chainId: 'eip155:31337',
      accountAddress: alice.address,
    })
    const text = message.toString()
    const other = setup('http://127.0.0.1:6000').siwx
    const error = await other
      .addSession({
        data: message,
        message: text,
        signature: await alice.signMessage({ message: text }),
      })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SIWXServerError)
    expect(error).toMatchObject({ code: 'SIWX_DOMAIN_MISMATCH', status: 403 })
  })
})
