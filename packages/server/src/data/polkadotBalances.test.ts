// The data API's Polkadot balances against a Substrate node's JSON-RPC: a tiny HTTP server here
// answers `state_getStorage` from a map of storage keys to SCALE AccountInfo, as the dev ledger
// does. The key of Alice's (//Alice) System.Account entry is the published one, so the reader's
// key derivation (twox128 ++ twox128 ++ blake2_128concat) is checked against it, not against
// itself.
import { createServer as createHttpServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { balanceResponseSchema, checkDataApiBody } from '@latchkey/core/protocol'
import { bnToU8a, u8aConcat, u8aToHex } from '@polkadot/util'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestServer, type TestServer } from '../../test/startTestServer.js'

const caipNetworkId = 'polkadot:6408de7737c59c238890533af25896a2'
// //Alice's account, and its System.Account storage key as Substrate's documentation gives it.
const alice = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const aliceKey =
  '0x26aa394eea5630e07c48ae0c9558cef7b99d880ec681799c0cf30e8886371da9de1e86a9a8c739864cf3cc5ec2bea59fd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d'
// //Bob's: on no storage entry.
const bob = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty'

/** SCALE AccountInfo: nonce, consumers, providers, sufficients (u32), free, reserved, frozen, flags (u128), all LE. */
const accountInfo = (free: bigint, reserved = 0n) =>
  u8aToHex(
    u8aConcat(
      bnToU8a(7, { bitLength: 32 }),
      bnToU8a(0, { bitLength: 32 }),
      bnToU8a(1, { bitLength: 32 }),
      bnToU8a(0, { bitLength: 32 }),
      bnToU8a(free, { bitLength: 128 }),
      bnToU8a(reserved, { bitLength: 128 }),
      bnToU8a(0, { bitLength: 128 }),
      bnToU8a(1n << 127n, { bitLength: 128 }),
    ),
  )
// Alice holds 1234.5 DEV (12 decimals) free, and 99 reserved that the balance does not count.
const storage = new Map([[aliceKey, accountInfo(1_234_500_000_000_000n, 99_000_000_000_000n)]])
const calls: { method: string; params: unknown[] }[] = []

let node: Server
let server: TestServer

beforeAll(async () => {
  node = createHttpServer(async (request, response) => {
    let body = ''
    for await (const chunk of request) body += chunk
    const call = JSON.parse(body) as { id: number; method: string; params: string[] }
    calls.push(call)
    const result =
      call.method === 'state_getStorage' ? (storage.get(call.params[0] ?? '') ?? null) : undefined
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(
      JSON.stringify(
        result === undefined
          ? { jsonrpc: '2.0', id: call.id, error: { code: -32601, message: 'Method not found' } }
          : { jsonrpc: '2.0', id: call.id, result },
      ),
    )
  })
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
  const { port } = node.address() as AddressInfo
  server = await startTestServer({
    config: {
      chains: [{ caipNetworkId, rpcUrl: `http://127.0.0.1:${port}` }],
      data: {
        indexer: { enabled: false },
        config: {
          chains: {
            [caipNetworkId]: {
              nativeCurrency: { name: 'Dev', symbol: 'DEV', decimals: 12 },
              tokens: [],
              nfts: [],
              startBlock: 0,
            },
          },
          prices: { DEV: 2 },
          names: [],
        },
      },
    },
  })
})
afterAll(async () => {
  await server?.stop()
  await new Promise((resolve) => node?.close(resolve))
})

const get = (path: string) => server.get(path)

describe('data API on polkadot', () => {
  test('default: supported, and an account holds its free balance, priced', async () => {
    expect((await get('/v1/supported-chains')).body.http).toEqual([caipNetworkId])
    const { status, body } = await get(
      `/v1/account/${alice}/balance?currency=usd&chainId=${caipNetworkId}`,
    )
    expect(status).toBe(200)
    expect(checkDataApiBody(balanceResponseSchema, body)).toMatchObject({ success: true })
    expect(body.balances).toEqual([
      expect.objectContaining({
        symbol: 'DEV',
        chainId: caipNetworkId,
        quantity: { decimals: '12', numeric: '1234.5' },
        price: 2,
        value: 2469,
      }),
    ])
    expect(calls.at(-1)).toMatchObject({ method: 'state_getStorage', params: [aliceKey] })
  })

  test('behavior: an account the chain never saw holds 0; another prefix is the same account', async () => {
    const { body } = await get(`/v1/account/${bob}/balance?currency=usd`)
    expect(body.balances).toEqual([
      expect.objectContaining({ symbol: 'DEV', quantity: { decimals: '12', numeric: '0' } }),
    ])
    // Alice on Polkadot's prefix (0).
    const onPolkadot = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
    const same = await get(`/v1/account/${onPolkadot}/balance?currency=usd&forceUpdate=true`)
    expect(same.body.balances[0].quantity).toEqual({ decimals: '12', numeric: '1234.5' })
  })

  test('errors: a malformed address is a 400; a node error is a 502', async () => {
    const bad = await get(`/v1/account/${alice.slice(0, -1)}x/balance?currency=usd`)
    expect(bad.status).toBe(400)
    storage.set(aliceKey, '0x1234')
    const short = await get(`/v1/account/${alice}/balance?currency=usd&forceUpdate=true`)
    expect(short.status).toBe(502)
  })
})
