import { afterEach, describe, expect, test, vi } from 'vitest'
import { createTestClient } from '../../test/createTestClient.js'
import { devnet2 } from '../../test/fixtures.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { fetchBalance } from './fetchBalance.js'
import { getAccount } from './getAccount.js'
import { switchNetwork } from './switchNetwork.js'

afterEach(() => vi.useRealTimers())

const address = '0x1111111111111111111111111111111111111111'
const balances = {
  [`31337:${address}`]: 1_500_000_000_000_000_000n,
  [`31338:${address}`]: 7n * 10n ** 18n,
}

async function connected() {
  vi.useFakeTimers()
  const setup = createTestClient({ adapter: { balances } })
  await connect(setup.client, { connectorId: 'io.test' })
  await vi.advanceTimersByTimeAsync(0)
  const count = () => setup.evm.wallet.calls.filter((call) => call.method === 'getBalance').length
  return { ...setup, count }
}

describe('fetchBalance', () => {
  test('default: through the adapter, stored as balance and balanceSymbol', async () => {
    const { client, count } = await connected()
    expect(count()).toBe(1)
    expect(getAccount(client)).toMatchObject({ balance: '1.5', balanceSymbol: 'ETH' })
    await expect(fetchBalance(client)).resolves.toEqual({
      value: 1_500_000_000_000_000_000n,
      decimals: 18,
      symbol: 'ETH',
      formatted: '1.5',
    })
  })

  test('behavior: cached 30 s per address and network', async () => {
    const { client, count } = await connected()
    await fetchBalance(client)
    expect(count()).toBe(1)
    await vi.advanceTimersByTimeAsync(29_999)
    await fetchBalance(client)
    expect(count()).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    await fetchBalance(client)
    expect(count()).toBe(2)
    await switchNetwork(client, devnet2)
    await vi.advanceTimersByTimeAsync(0)
    expect(count()).toBe(3)
    expect(getAccount(client)).toMatchObject({ balance: '7', balanceSymbol: 'DEV' })
  })

  test('parameters: force skips the cache', async () => {
    const { client, count } = await connected()
    await fetchBalance(client, { force: true })
    expect(count()).toBe(2)
  })

  test('behavior: calls during a fetch share it', async () => {
    const { client, count } = await connected()
    await vi.advanceTimersByTimeAsync(30_000)
    await Promise.all([fetchBalance(client), fetchBalance(client)])
    expect(count()).toBe(2)
  })

  test('behavior: nothing to fetch when disconnected or on an unconfigured network', async () => {
    const { client, evm, count } = await connected()
    evm.changeChain(999)
    await expect(fetchBalance(client)).resolves.toBeUndefined()
    await disconnect(client)
    await expect(fetchBalance(client)).resolves.toBeUndefined()
    expect(count()).toBe(1)
  })

  test('behavior: a failed fetch is not cached and leaves the balance unset', async () => {
    const { client, evm } = await connected()
    await vi.advanceTimersByTimeAsync(30_000)
    const getBalance = vi
      .spyOn(evm.adapter, 'getBalance')
      .mockRejectedValueOnce(new Error('rpc down'))
    await expect(fetchBalance(client)).rejects.toThrow('rpc down')
    getBalance.mockRestore()
    await expect(fetchBalance(client)).resolves.toMatchObject({ formatted: '1.5' })
  })
})
