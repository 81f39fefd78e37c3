// The data API's Bitcoin balances against an Esplora API: a tiny HTTP server here answers
// `GET /address/:address` as Esplora does (chain and mempool stats, in satoshis), the shape the
// dev ledger serves. The server reads through the bip122 namespace's reader.
import { createServer as createHttpServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { balanceResponseSchema, checkDataApiBody } from '@latchkey/core/protocol'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestServer, type TestServer } from '../../test/startTestServer.js'

const caipNetworkId = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
// Regtest addresses: P2WPKH ones (BIP-173's program under regtest's prefix) and a P2PKH one.
const funded = 'bcrt1q6rgdp5xs6rgdp5xs6rgdp5xs6rgdp5xsrg6wst'
const empty = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080'
const huge = 'mmVEKH61BZbLbnVEmk9VmojreB4G4PmBPd'
const stats = (funded: number, spent: number, count: number) => ({
  funded_txo_count: count,
  funded_txo_sum: funded,
  spent_txo_count: count,
  spent_txo_sum: spent,
  tx_count: count,
})
// What the ledger holds: 1.5 BTC confirmed less 0.25 spent, 0.1 arriving in the mempool.
const summaries: Record<string, unknown> = {
  [funded]: {
    address: funded,
    chain_stats: stats(150_000_000, 25_000_000, 2),
    mempool_stats: stats(10_000_000, 0, 1),
  },
  [empty]: { address: empty, chain_stats: stats(0, 0, 0), mempool_stats: stats(0, 0, 0) },
}
const asked: string[] = []

let esplora: Server
let server: TestServer

beforeAll(async () => {
  esplora = createHttpServer((request, response) => {
    const address = decodeURIComponent(
      /^\/api\/address\/([^/]+)$/.exec(request.url ?? '')?.[1] ?? '',
    )
    asked.push(address)
    if (address === huge) {
      response.writeHead(200, { 'content-type': 'application/json' })
      return response.end(JSON.stringify({ padding: 'x'.repeat(200_000) }))
    }
    const summary = summaries[address]
    if (!summary) {
      response.writeHead(400, { 'content-type': 'text/plain' })
      return response.end('Invalid Bitcoin address')
    }
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify(summary))
  })
  await new Promise<void>((resolve) => esplora.listen(0, '127.0.0.1', resolve))
  const { port } = esplora.address() as AddressInfo
  server = await startTestServer({
    config: {
      chains: [{ caipNetworkId, rpcUrl: `http://127.0.0.1:${port}/api/` }],
      data: { indexer: { enabled: false }, config: { chains: {}, prices: { BTC: 100_000 } } },
    },
  })
})
afterAll(async () => {
  await server?.stop()
  await new Promise((resolve) => esplora?.close(resolve))
})

const get = (path: string) => server.get(path)

describe('data API on bip122', () => {
  test('default: supported, and an address holds its confirmed and mempool coins, priced', async () => {
    expect((await get('/v1/supported-chains')).body.http).toEqual([caipNetworkId])
    const { status, body } = await get(
      `/v1/account/${funded}/balance?currency=usd&chainId=${caipNetworkId}`,
    )
    expect(status).toBe(200)
    expect(checkDataApiBody(balanceResponseSchema, body)).toMatchObject({ success: true })
    expect(body.balances).toEqual([
      expect.objectContaining({
        name: 'Bitcoin',
        symbol: 'BTC',
        chainId: caipNetworkId,
        quantity: { decimals: '8', numeric: '1.35' },
        price: 100_000,
        value: 135_000,
      }),
    ])
  })

  test('behavior: an empty address holds 0; an address of another network is not asked', async () => {
    const { body } = await get(`/v1/account/${empty}/balance?currency=usd`)
    expect(body.balances).toEqual([
      expect.objectContaining({ symbol: 'BTC', quantity: { decimals: '8', numeric: '0' } }),
    ])
    const mainnet = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
    const other = await get(`/v1/account/${mainnet}/balance?currency=usd`)
    expect(other.body.balances).toEqual([
      expect.objectContaining({ symbol: 'BTC', quantity: { decimals: '8', numeric: '0' } }),
    ])
    expect(asked).not.toContain(mainnet)
  })

  test('errors: a malformed address is a 400; an answer over the size bound is a 502', async () => {
    const bad = await get('/v1/account/bcrt1qnotanaddress/balance?currency=usd')
    expect(bad.status).toBe(400)
    expect(bad.body.error.message).toContain('must be')
    const tooBig = await get(`/v1/account/${huge}/balance?currency=usd`)
    expect(tooBig.status).toBe(502)
    expect(asked).toContain(huge)
  })
})
