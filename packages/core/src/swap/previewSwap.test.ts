// previewSwap on a real client (the in-memory test wallet on a funded dev account,
// test/createTestAdapter.ts) against the real server's convert routes and the dev chain's
// Uniswap V2 pools (test/startSwapServer.ts): the allowance is read and the swap built there.
import { devAccounts } from '@latchkey/devchain'
import { describe, expect, test, vi } from 'vitest'
import { startSwapServer } from '../../test/startSwapServer.js'
import { useTestServer } from '../../test/useTestServer.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { chooseSwapToken } from './chooseSwapToken.js'
import { getSwapNetworkFee } from './getSwapNetworkFee.js'
import { getSwapState } from './getSwapState.js'
import { needsSwapApproval } from './needsSwapApproval.js'
import { previewSwap } from './previewSwap.js'
import { setSwapAmount } from './setSwapAmount.js'
import { setSwapSlippage } from './setSwapSlippage.js'
import { startSwap } from './startSwap.js'
import { switchSwapTokens } from './switchSwapTokens.js'

const { server, connectClient } = useTestServer(startSwapServer)

const tenEther = 10n * 10n ** 18n

/** A client whose wallet is a funded dev account, connected on the dev chain. */
const connected = (index: number) =>
  connectClient({ address: devAccounts[index]!.address, balance: tenEther })

/** Starts the form paying 1 ETH for LKD and waits for the pools' quote. */
async function quotedEthForLkd(client: LatchkeyClient) {
  await startSwap(client)
  const lkd = getSwapState(client).tokens.find((token) => token.symbol === 'LKD')!
  chooseSwapToken(client, { token: lkd })
  setSwapAmount(client, { amount: '1' })
  return vi.waitFor(
    () => {
      const { quote } = getSwapState(client)
      if (quote.status !== 'ready') throw new Error(`quote ${quote.status}`)
      return quote
    },
    { timeout: 15_000 },
  )
}

describe('previewSwap', () => {
  test('default: the native coin needs no approval; the built swap sends 1 ETH to the router', async () => {
    const client = await connected(3)
    const quote = await quotedEthForLkd(client)
    await previewSwap(client)
    const state = getSwapState(client)
    expect(client.stores.router.getState().view).toBe('SwapPreview')
    expect(state.allowance).toBeUndefined()
    expect(needsSwapApproval(state)).toBe(false)
    expect(state.transaction?.to.toLowerCase()).toContain(
      server().chain.market!.router.toLowerCase(),
    )
    expect(state.transaction?.value).toBe(10n ** 18n)
    expect(state.transaction?.gas).toBeGreaterThan(0n)
    // At 1% slippage the least accepted is 99% of the quote (within rounding).
    expect(state.minimumToAmount).toBeLessThan(quote.toAmount)
    expect(state.minimumToAmount).toBeGreaterThanOrEqual((quote.toAmount * 98n) / 100n)
    expect(getSwapNetworkFee(state)).toBe(state.gasPrice! * state.transaction!.gas)
  })

  test('behavior: a higher slippage builds a lower minimum', async () => {
    const client = await connected(4)
    const quote = await quotedEthForLkd(client)
    setSwapSlippage(client, { slippage: 10 })
    expect(getSwapState(client).transaction).toBeUndefined()
    await previewSwap(client)
    const { minimumToAmount } = getSwapState(client)
    expect(minimumToAmount).toBeLessThan((quote.toAmount * 91n) / 100n)
    expect(minimumToAmount).toBeGreaterThan((quote.toAmount * 89n) / 100n)
  })

  test('behavior: paying a token reads its allowance (none yet) and needs an approval first', async () => {
    const client = await connected(5)
    await quotedEthForLkd(client)
    switchSwapTokens(client)
    setSwapAmount(client, { amount: '100' })
    await vi.waitFor(
      () => {
        if (getSwapState(client).quote.status !== 'ready') throw new Error('not quoted')
      },
      { timeout: 15_000 },
    )
    await previewSwap(client)
    const state = getSwapState(client)
    expect(state.sourceToken?.symbol).toBe('LKD')
    expect(state.allowance).toBe(0n)
    expect(needsSwapApproval(state)).toBe(true)
    expect(client.stores.router.getState().view).toBe('SwapPreview')
  })
})
