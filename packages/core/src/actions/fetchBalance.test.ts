import { afterEach, describe, expect, test, vi } from 'vitest'
import { createTestClient } from '../../test/createTestClient.js'
import { devnet2 } from '../../test/fixtures.js'

afterEach(() => vi.useRealTimers())

const address = '0x1111111111111111111111111111111111111111'
const balances = {
  [`31337:${address}`]: 1_500_000_000_000_000_000n,
  [`31338:${address}`]: 7n * 10n ** 18n,
}

async function connected() {
  vi.useFakeTimers()
  const setup = createTestClient({ adapter: { balances } })
  await setup.client.connect({ connectorId: 'io.test' })
  await vi.advanceTimersByTimeAsync(0)
  const count = () => setup.evm.wallet.calls.filter((call) => call.method === 'getBalance').length
  return { ...setup, count }
}

describe('fetchBalance', () => {
  test('default: through the adapter, stored as balance and balanceSymbol', async () => {
    const { client, count } = await connected()
    expect(count()).toBe(1)
    expect(client.getAccount()).toMatchObject({ balance: '1.5', balanceSymbol: 'ETH' })
    await expect(client.fetchBalance()).resolves.toEqual({
      value: 1_500_000_000_000_000_000n,
      decimals: 18,
      symbol: 'ETH',
      formatted: '1.5',
    })
  })

  test('behavior: cached 30 s per address and network', async () => {
    const { client, count } = await connected()
    await client.fetchBalance()
    expect(count()).toBe(1)
    await vi.advanceTimersByTimeAsync(29_999)
    await client.fetchBalance()
    expect(count()).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    await client.fetchBalance()
    expect(count()).toBe(2)
    await client.switchNetwork(devnet2)
    await vi.advanceTimersByTimeAsync(0)
    expect(count()).toBe(3)
    expect(client.getAccount()).toMatchObject({ balance: '7', balanceSymbol: 'DEV' })
  })

  test('parameters: force skips the cache', async () => {
    const { client, count } = await connected()
    await client.fetchBalance({ force: true })
    expect(count()).toBe(2)
  })

  test('behavior: calls during a fetch share it', async () => {
    const { client, count } = await connected()
    await vi.advanceTimersByTimeAsync(30_000)
    await Promise.all([client.fetchBalance(), client.fetchBalance()])
    expect(count()).toBe(2)
  })

  test('behavior: nothing to fetch when disconnected or on an unconfigured network', async () => {
    const { client, evm, count } = await connected()
    evm.changeChain(999)
    await expect(client.fetchBalance()).resolves.toBeUndefined()
    await client.disconnect()
    await expect(client.fetchBalance()).resolves.toBeUndefined()
    expect(count()).toBe(1)
  })

  test('behavior: a failed fetch is not cached and leaves the balance unset', async () => {
    const { client, evm } = await connected()
    await vi.advanceTimersByTimeAsync(30_000)
    const getBalance = vi
      .spyOn(evm.adapter, 'getBalance')
      .mockRejectedValueOnce(new Error('rpc down'))
    await expect(client.fetchBalance()).rejects.toThrow('rpc down')
    getBalance.mockRestore()
    await expect(client.fetchBalance()).resolves.toMatchObject({ formatted: '1.5' })
  })
})
