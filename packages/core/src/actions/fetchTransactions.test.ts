// fetchTransactions on a real client over the in-memory test adapter and a stand-in data API
// (test/createDataApiStub.ts); the real server is covered by packages/server and e2e/.
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createDataApiStub, type DataApiStubRoutes } from '../../test/createDataApiStub.js'
import { createTestClient } from '../../test/createTestClient.js'
import { devnet2 } from '../../test/fixtures.js'
import { nftTransfer, transaction } from '../../test/transactionFixtures.js'
import { connect } from './connect.js'
import { fetchTransactions } from './fetchTransactions.js'
import { getHistory } from './getHistory.js'
import { getToast } from './getToast.js'
import { switchNetwork } from './switchNetwork.js'
// Loaded up front: the client imports it once connected, and its identity request would
// otherwise land among the history's, later than fake timers wait for.
import '../data/updateIdentity.js'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const address = '0x1111111111111111111111111111111111111111'
const newest = transaction({ minedAt: '2025-03-20T00:00:00.000Z' })
const spam = transaction({ transfers: [nftTransfer('Prize', true)] })
const otherChain = transaction({ chain: 'eip155:31338' })
const older = transaction({ minedAt: '2025-02-01T00:00:00.000Z', operationType: 'send' })
const oldest = transaction({ minedAt: '2024-12-01T00:00:00.000Z' })

let hold: Promise<void> | undefined

async function setup(routes: DataApiStubRoutes = {}) {
  vi.useFakeTimers()
  const stub = createDataApiStub({
    history: {
      '': { data: [newest, spam, otherChain, older], next: 'page-2' },
      'page-2': { data: [oldest], next: null },
    },
    ...routes,
  })
  // A test can hold answers back until it lets them go.
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const wait = hold
    const answer = await stub.fetch(input)
    await wait
    return answer
  })
  const setup = createTestClient({ options: { apiUrl: 'http://api.test' } })
  await connect(setup.client, { connectorId: 'io.test' })
  await vi.advanceTimersByTimeAsync(0)
  return { ...setup, stub, historyRequests: () => stub.count(/\/history$/) }
}

describe('fetchTransactions', () => {
  test('default: the first page of the connected chain, spam-only NFT entries left out', async () => {
    const { client, stub } = await setup()
    const loading = fetchTransactions(client, { address })
    expect(getHistory(client)).toMatchObject({ status: 'loading', loading: true })
    await loading
    expect(getHistory(client)).toEqual({
      status: 'success',
      caipAddress: `eip155:31337:${address}`,
      transactions: [newest, older],
      loading: false,
      empty: false,
      next: 'page-2',
      pending: [],
    })
    expect(stub.requests.at(-1)?.searchParams.get('chainId')).toBe('eip155:31337')
  })

  test('behavior: the next page is appended; after the last, nothing more is asked', async () => {
    const { client, historyRequests, stub } = await setup()
    await fetchTransactions(client, { address })
    await fetchTransactions(client, { address })
    expect(stub.requests.at(-1)?.searchParams.get('cursor')).toBe('page-2')
    expect(getHistory(client)).toMatchObject({
      transactions: [newest, older, oldest],
      next: undefined,
      empty: false,
    })
    await fetchTransactions(client, { address })
    expect(historyRequests()).toBe(2)
    await fetchTransactions(client, { address, refresh: true })
    expect(historyRequests()).toBe(3)
    expect(getHistory(client).transactions).toEqual([newest, older])
  })

  test('behavior: a page on its way is not asked for twice', async () => {
    const { client, historyRequests } = await setup()
    await fetchTransactions(client, { address })
    await Promise.all([
      fetchTransactions(client, { address }),
      fetchTransactions(client, { address }),
    ])
    expect(historyRequests()).toBe(2)
  })

  test('behavior: nothing to show sets empty', async () => {
    const { client } = await setup({ history: { '': { data: [spam], next: null } } })
    await fetchTransactions(client, { address })
    expect(getHistory(client)).toMatchObject({ transactions: [], empty: true, next: undefined })
  })

  test('behavior: a failure toasts, tracks ERROR_FETCH_TRANSACTIONS, sets empty and clears the cursor', async () => {
    const { client, stub } = await setup()
    await fetchTransactions(client, { address })
    const tracked = vi.fn()
    client.events.on('ERROR_FETCH_TRANSACTIONS', tracked)
    stub.routes.history = 503
    await fetchTransactions(client, { address })
    expect(tracked).toHaveBeenCalledWith({ address, message: 'HTTP status code: 503' })
    expect(getToast(client)).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Failed to fetch transactions',
    })
    expect(getHistory(client)).toMatchObject({
      status: 'error',
      loading: false,
      empty: true,
      next: undefined,
    })
  })

  test("behavior: without an address it fails with the spec's message", async () => {
    const { client } = await setup()
    await expect(fetchTransactions(client, { address: undefined })).rejects.toThrow(
      "Transactions can't be fetched without an accountAddress",
    )
  })

  test('behavior: on a network the data API does not serve, the history is empty', async () => {
    const { client, historyRequests } = await setup({ supportedChains: ['eip155:1'] })
    await fetchTransactions(client, { address })
    expect(getHistory(client)).toMatchObject({ status: 'success', transactions: [], empty: true })
    expect(historyRequests()).toBe(0)
  })

  test('behavior: another network starts afresh, and a late answer for the old one is dropped', async () => {
    let release: () => void = () => {}
    const { client, stub } = await setup({
      supportedChains: ['eip155:31337', 'eip155:31338'],
      history: { '': { data: [newest], next: null } },
    })
    hold = new Promise<void>((resolve) => {
      release = resolve
    })
    const first = fetchTransactions(client, { address })
    await vi.advanceTimersByTimeAsync(0)
    hold = undefined
    await switchNetwork(client, devnet2)
    stub.routes.history = { '': { data: [otherChain], next: null } }
    await fetchTransactions(client, { address })
    release()
    await first
    expect(getHistory(client)).toMatchObject({
      status: 'success',
      caipAddress: `eip155:31338:${address}`,
      transactions: [otherChain],
    })
  })
})
