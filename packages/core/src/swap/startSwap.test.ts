// startSwap and the form's actions on a real client (the in-memory test wallet holding 10 ETH,
// test/createTestAdapter.ts) against the real server's convert routes and the dev chain's
// Uniswap V2 pools (test/startSwapServer.ts).
import { describe, expect, test, vi } from 'vitest'
import { startSwapServer } from '../../test/startSwapServer.js'
import { useTestServer } from '../../test/useTestServer.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { chooseSwapToken } from './chooseSwapToken.js'
import { getSwapFormProblem } from './getSwapFormProblem.js'
import { getSwapState } from './getSwapState.js'
import { selectSwapToken } from './selectSwapToken.js'
import { setSwapAmount } from './setSwapAmount.js'
import { setSwapSlippage } from './setSwapSlippage.js'
import { startSwap } from './startSwap.js'
import { switchSwapTokens } from './switchSwapTokens.js'
import { watchSwapState } from './watchSwapState.js'

const { connectClient } = useTestServer(startSwapServer)

const tenEther = 10n * 10n ** 18n

/** A client whose wallet (10 ETH, a fresh address) is connected on the dev chain (on the server unless told). */
const connected = (options?: { apiUrl?: string }) => connectClient({ balance: tenEther, options })

const token = (client: LatchkeyClient, symbol: string) => {
  const found = getSwapState(client).tokens.find((entry) => entry.symbol === symbol)
  if (!found) throw new Error(`${symbol} is not listed`)
  return found
}

/** Waits for the quote asked after the pause to settle. */
const quoted = (client: LatchkeyClient) =>
  vi.waitFor(
    () => {
      const { quote } = getSwapState(client)
      if (quote.status === 'idle' || quote.status === 'loading') throw new Error('not quoted')
      return quote
    },
    { timeout: 15_000 },
  )

describe('startSwap', () => {
  test("default: the market's tokens, the native coin to pay, its balance and the gas price", async () => {
    const client = await connected()
    await startSwap(client)
    const state = getSwapState(client)
    expect(state).toMatchObject({
      caipAddress: expect.stringMatching(/^eip155:31337:0x/),
      tokensStatus: 'ready',
      unsupported: undefined,
      nativeBalance: tenEther,
      sourceToken: { symbol: 'ETH', balance: tenEther },
      toToken: undefined,
      quote: { status: 'idle' },
    })
    expect(state.tokens.map((entry) => entry.symbol).sort()).toEqual(['ETH', 'LKD', 'LKE'])
    expect(state.gasPrice).toBeGreaterThan(0n)
    expect(getSwapFormProblem(client, { state })).toBe('noToken')
  })

  test('behavior: an amount of ETH for LKD is quoted by the pools at about 3000 LKD per ETH', async () => {
    const client = await connected()
    await startSwap(client)
    selectSwapToken(client, { side: 'to' })
    chooseSwapToken(client, { token: token(client, 'LKD') })
    setSwapAmount(client, { amount: '1' })
    expect(getSwapState(client).quote).toEqual({ status: 'loading' })
    const quote = await quoted(client)
    if (quote.status !== 'ready') throw new Error(`quote ${quote.status}`)
    expect(quote.fromAmount).toBe(10n ** 18n)
    // 3000 LKD less the pool's 0.3% fee and a little price impact in a 1000 ETH deep pool.
    expect(Number(quote.toAmount / 10n ** 15n) / 1000).toBeGreaterThan(2980)
    expect(Number(quote.toAmount / 10n ** 15n) / 1000).toBeLessThan(2991)
    expect(getSwapFormProblem(client)).toBeUndefined()
  })

  test('behavior: a smart account is exempt from the insufficient-gas rule (spec section 5), an EOA is not', async () => {
    const client = await connected()
    await startSwap(client)
    selectSwapToken(client, { side: 'to' })
    chooseSwapToken(client, { token: token(client, 'LKD') })
    setSwapAmount(client, { amount: '1' })
    await quoted(client)
    // One wei of ETH left once the swap's 1 ETH is taken: less than the network fee.
    const state = { ...getSwapState(client), nativeBalance: 10n ** 18n + 1n }
    expect(getSwapFormProblem(client, { state })).toBe('insufficientGas')
    const { account } = client.stores.chains.getState().chains.eip155 ?? {}
    if (!account?.address) throw new Error('not connected')
    client.stores.chains.setAccount('eip155', {
      allAccounts: [{ address: account.address, type: 'smartAccount' }],
    })
    expect(getSwapFormProblem(client, { state })).toBeUndefined()
  })

  test('behavior: more than the balance is not quoted and says so', async () => {
    const client = await connected()
    await startSwap(client)
    chooseSwapToken(client, { token: token(client, 'LKD') })
    setSwapAmount(client, { amount: '11' })
    expect(getSwapState(client).quote).toEqual({ status: 'idle' })
    expect(getSwapFormProblem(client)).toBe('insufficientBalance')
  })

  test('behavior: choosing the other side’s token swaps the sides, and switching swaps them back', async () => {
    const client = await connected()
    await startSwap(client)
    selectSwapToken(client, { side: 'to' })
    chooseSwapToken(client, { token: token(client, 'LKD') })
    selectSwapToken(client, { side: 'source' })
    expect(getSwapState(client).selecting).toBe('source')
    chooseSwapToken(client, { token: token(client, 'LKD') })
    expect(getSwapState(client)).toMatchObject({
      sourceToken: { symbol: 'LKD' },
      toToken: { symbol: 'ETH' },
    })
    switchSwapTokens(client)
    expect(getSwapState(client)).toMatchObject({
      sourceToken: { symbol: 'ETH' },
      toToken: { symbol: 'LKD' },
    })
  })

  test('behavior: slippage between 0 and 50 percent is kept, other values ignored', async () => {
    const client = await connected()
    const changes: number[] = []
    const unwatch = watchSwapState(client, { onChange: (state) => changes.push(state.slippage) })
    setSwapSlippage(client, { slippage: 2.5 })
    setSwapSlippage(client, { slippage: 0 })
    setSwapSlippage(client, { slippage: 51 })
    unwatch()
    expect(getSwapState(client).slippage).toBe(2.5)
    expect(changes).toEqual([2.5])
  })

  test("behavior: without an apiUrl the form says 'Network not supported for Swaps'", async () => {
    const client = await connected({})
    await startSwap(client)
    expect(getSwapState(client)).toMatchObject({
      unsupported: 'Network not supported for Swaps',
      tokensStatus: 'idle',
      tokens: [],
    })
  })
})
