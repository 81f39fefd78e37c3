// fetchTokenBalance on a real client over the in-memory test adapter and a stand-in data API
// (test/createDataApiStub.ts); the real server is covered by packages/server and e2e/.
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createDataApiStub, type DataApiStubRoutes } from '../../test/createDataApiStub.js'
import { createTestClient } from '../../test/createTestClient.js'
import { devnet2 } from '../../test/fixtures.js'
import { dollarBalance, etherBalance } from '../../test/useSendClient.js'
import type { TokenBalance } from '../stores/chainState.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { fetchTokenBalance } from './fetchTokenBalance.js'
import { getAccount } from './getAccount.js'
import { getPortfolio } from './getPortfolio.js'
import { getToast } from './getToast.js'
import { switchNetwork } from './switchNetwork.js'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const address = '0x1111111111111111111111111111111111111111'
const ether: TokenBalance = {
  ...etherBalance,
  iconUrl: 'http://api.test/public/getTokenImage/ETH',
}
const dollar: TokenBalance = {
  ...dollarBalance,
  quantity: { decimals: '18', numeric: '25' },
  iconUrl: 'http://api.test/public/getTokenImage/LKD',
}
const wholeOnly: TokenBalance = {
  ...dollar,
  name: 'Points',
  symbol: 'PTS',
  quantity: { decimals: '0', numeric: '7' },
}

async function setup(routes: DataApiStubRoutes = {}, apiUrl: string | null = 'http://api.test') {
  vi.useFakeTimers()
  const stub = createDataApiStub({
    balances: { [`eip155:31337:${address}`]: [ether, dollar, wholeOnly] },
    ...routes,
  })
  vi.stubGlobal('fetch', stub.fetch)
  const setup = createTestClient({
    adapter: { balances: { [`31337:${address}`]: 2n * 10n ** 18n } },
    options: { apiUrl: apiUrl ?? undefined },
  })
  await connect(setup.client, { connectorId: 'io.test' })
  await vi.advanceTimersByTimeAsync(0)
  return { ...setup, stub, balanceRequests: () => stub.count(/\/balance$/) }
}

describe('fetchTokenBalance', () => {
  test('default: from the data API into tokenBalance, decimals 0 dropped', async () => {
    const { client } = await setup()
    await expect(fetchTokenBalance(client)).resolves.toEqual([ether, dollar])
    expect(getAccount(client).tokenBalance).toEqual([ether, dollar])
    expect(getPortfolio(client)).toEqual({
      status: 'success',
      caipAddress: `eip155:31337:${address}`,
      supported: true,
      lastRetry: undefined,
    })
    expect(getToast(client).open).toBe(false)
  })

  test('behavior: reused for 30 s; force asks again', async () => {
    const { client, balanceRequests, stub } = await setup()
    await fetchTokenBalance(client)
    await vi.advanceTimersByTimeAsync(29_999)
    await fetchTokenBalance(client)
    expect(balanceRequests()).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    await fetchTokenBalance(client)
    expect(balanceRequests()).toBe(2)
    await fetchTokenBalance(client, { force: true })
    expect(balanceRequests()).toBe(3)
    expect(stub.requests.at(-1)?.searchParams.get('forceUpdate')).toBe('true')
  })

  test("behavior: a failure toasts 'Token Balance Unavailable' and blocks fetching for 30 s", async () => {
    const { client, stub, balanceRequests } = await setup({ balances: 500 })
    await expect(fetchTokenBalance(client)).resolves.toEqual([])
    expect(getToast(client)).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Token Balance Unavailable',
    })
    expect(getPortfolio(client)).toMatchObject({ status: 'error', lastRetry: Date.now() })
    stub.routes.balances = { [`eip155:31337:${address}`]: [ether] }
    await vi.advanceTimersByTimeAsync(29_999)
    await fetchTokenBalance(client)
    await fetchTokenBalance(client, { force: true })
    expect(balanceRequests()).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    await expect(fetchTokenBalance(client)).resolves.toEqual([ether])
    expect(balanceRequests()).toBe(2)
    expect(getPortfolio(client)).toMatchObject({ status: 'success', lastRetry: undefined })
  })

  test('behavior: a network the data API does not serve shows the native coin from the RPC', async () => {
    const { client, evm, balanceRequests } = await setup({ supportedChains: ['eip155:1'] })
    const tokens = await fetchTokenBalance(client)
    expect(tokens).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:31337',
        value: 0,
        price: 0,
        quantity: { decimals: '18', numeric: '2' },
        iconUrl: '',
      },
    ])
    expect(balanceRequests()).toBe(0)
    expect(evm.wallet.calls.some((call) => call.method === 'getBalance')).toBe(true)
    // Spec section 8: an unsupported network is a 'Token Balance Unavailable' too, once per 30 s.
    expect(getToast(client)).toMatchObject({ open: true, message: 'Token Balance Unavailable' })
    expect(getPortfolio(client)).toMatchObject({ supported: false })
  })

  test('behavior: without apiUrl only the native coin, and no toast', async () => {
    const { client, stub } = await setup({}, null)
    expect((await fetchTokenBalance(client)).map((token) => token.symbol)).toEqual(['ETH'])
    expect(stub.requests).toEqual([])
    expect(getToast(client).open).toBe(false)
  })

  test('behavior: another network clears the list and the retry block', async () => {
    const { client, stub, balanceRequests } = await setup({ balances: 500 })
    await fetchTokenBalance(client)
    expect(getPortfolio(client).lastRetry).toBeDefined()
    stub.routes.balances = {}
    await switchNetwork(client, devnet2)
    await vi.advanceTimersByTimeAsync(0)
    expect(getPortfolio(client)).toMatchObject({ status: 'idle', lastRetry: undefined })
    expect(getAccount(client).tokenBalance).toEqual([])
    await fetchTokenBalance(client)
    // devnet2 is not in the stand-in's supported chains: no balance request, the RPC instead.
    expect(balanceRequests()).toBe(1)
  })

  test('behavior: nothing to fetch while disconnected', async () => {
    const { client, stub } = await setup()
    await disconnect(client)
    await expect(fetchTokenBalance(client)).resolves.toEqual([])
    expect(stub.count(/\/balance$/)).toBe(0)
  })
})
