// The data API's Solana balances against the Solana dev chain (litesvm behind devchain's JSON-RPC
// server): SOL and the listed SPL token, read over Solana's JSON-RPC, in the shared schema.
import { balanceResponseSchema, checkDataApiBody } from '@latchkey/core/protocol'
import { type SolanaDevChain, startSolanaDevChain } from '@latchkey/devchain'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestServer, type TestServer } from '../../test/startTestServer.js'

let chain: SolanaDevChain
let server: TestServer

beforeAll(async () => {
  chain = await startSolanaDevChain()
  server = await startTestServer({
    config: {
      chains: [{ caipNetworkId: chain.caipNetworkId, rpcUrl: chain.rpcUrl }],
      data: {
        indexer: { enabled: false },
        config: {
          chains: {
            [chain.caipNetworkId]: { nativeCurrency: chain.nativeCurrency, tokens: [chain.token] },
          },
          prices: { SOL: 150, LKSD: 1 },
        },
      },
    },
  })
})
afterAll(async () => {
  await server?.stop()
  await chain?.stop()
})

const get = (path: string) => server.get(path)

describe('data API on solana', () => {
  test('default: supported, and a dev account holds SOL and the dev token, priced', async () => {
    expect((await get('/v1/supported-chains')).body.http).toEqual([chain.caipNetworkId])
    const { status, body } = await get(
      `/v1/account/${chain.accounts[1]!.address}/balance?currency=usd&chainId=${chain.caipNetworkId}`,
    )
    expect(status).toBe(200)
    expect(checkDataApiBody(balanceResponseSchema, body)).toMatchObject({ success: true })
    expect(body.balances).toEqual([
      expect.objectContaining({
        symbol: 'SOL',
        chainId: chain.caipNetworkId,
        quantity: { decimals: '9', numeric: '1000' },
        price: 150,
        value: 150_000,
      }),
      expect.objectContaining({
        symbol: 'LKSD',
        address: `${chain.caipNetworkId}:${chain.token.address}`,
        quantity: { decimals: '6', numeric: '1000000' },
        value: 1_000_000,
      }),
    ])
    expect(body.balances[0].address).toBeUndefined()
  })

  test('behavior: an account without the token lists SOL only; an EVM address reads no Solana chain', async () => {
    const empty = '11111111111111111111111111111112'
    const { body } = await get(`/v1/account/${empty}/balance?currency=usd&forceUpdate=true`)
    expect(body.balances.map((entry: { symbol: string }) => entry.symbol)).toEqual(['SOL'])
    const evm = await get(
      '/v1/account/0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266/balance?currency=usd',
    )
    expect(evm.body).toEqual({ balances: [] })
  })
})
