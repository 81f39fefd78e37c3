// sendSwap on a real client against the real server's convert routes and the dev chain's
// Uniswap V2 pools (test/startSwapServer.ts). The wallet is the dev chain's own: the in-memory
// test adapter (test/createTestAdapter.ts) sends through anvil's eth_sendTransaction for a funded
// dev account and reads receipts from the chain, so the swaps really happen and are read back.
import { devAccounts } from '@latchkey/devchain'
import { describe, expect, test, vi } from 'vitest'
import { createMemoryStorage } from '../../test/createMemoryStorage.js'
import { createTestAdapter } from '../../test/createTestAdapter.js'
import { devnet, devnet2 } from '../../test/fixtures.js'
import { startSwapServer } from '../../test/startSwapServer.js'
import { useTestServer } from '../../test/useTestServer.js'
import { connect } from '../actions/connect.js'
import type { AdapterSendMethods, SendTransactionParameters } from '../adapter/ChainAdapter.js'
import { createLatchkey } from '../client/createLatchkey.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { UserRejectedRequestError } from '../errors/rpc.js'
import { chooseSwapToken } from './chooseSwapToken.js'
import { getSwapState } from './getSwapState.js'
import { previewSwap } from './previewSwap.js'
import { sendSwap } from './sendSwap.js'
import { setSwapAmount } from './setSwapAmount.js'
import { startSwap } from './startSwap.js'
import { switchSwapTokens } from './switchSwapTokens.js'

const { server, track } = useTestServer(startSwapServer)

const hex = (value: bigint) => `0x${value.toString(16)}`

const rpc = <result>(method: string, params: unknown[]) => server().rpc<result>(method, params)

/**
 * Waits for `hash`'s receipt. sendSwap resolves once the wallet has sent, and anvil may answer
 * eth_sendTransaction a moment before its block is mined: balances are read after this.
 */
async function mined(hash: string | undefined) {
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  await vi.waitFor(async () => {
    if (!(await rpc<object | null>('eth_getTransactionReceipt', [hash])))
      throw new Error('not mined')
  })
}

/** `address`'s balance of the market's token `symbol`, read from the chain. */
async function tokenBalance(symbol: string, address: string): Promise<bigint> {
  const token = server().chain.market!.tokens.find((entry) => entry.symbol === symbol)!
  const data = `0x70a08231${address.slice(2).toLowerCase().padStart(64, '0')}`
  return BigInt(await rpc<string>('eth_call', [{ to: token.address, data }, 'latest']))
}

/**
 * A client connected on the dev chain with dev account `index`, whose wallet sends through the
 * chain (anvil holds the dev accounts' keys); `wallet.declineNext` makes its next request fail
 * with 4001, as a person saying no.
 */
async function connected(index: number) {
  const { address } = devAccounts[index]!
  const evm = createTestAdapter({
    accounts: [address],
    balances: { [`31337:${address}`]: 10n * 10n ** 18n },
  })
  const wallet = { declineNext: false, sent: [] as SendTransactionParameters[] }
  const sendTransaction = async (transaction: SendTransactionParameters) => {
    wallet.sent.push(transaction)
    if (wallet.declineNext) {
      wallet.declineNext = false
      throw new UserRejectedRequestError()
    }
    const { to, data, value } = transaction
    const call = { from: address, to, data, value: hex(value ?? 0n) }
    // As wallets do: the estimate with a margin (a router's swap may need more than estimated).
    const gas = (BigInt(await rpc<string>('eth_estimateGas', [call])) * 3n) / 2n
    return rpc<string>('eth_sendTransaction', [{ ...call, gas: hex(gas) }])
  }
  const methods: AdapterSendMethods = {
    isAddress: (value) => /^0x[0-9a-fA-F]{40}$/.test(value),
    getGasPrice: async () => BigInt(await rpc<string>('eth_gasPrice', [])),
    estimateGas: async ({ to, data, value }) =>
      BigInt(
        await rpc<string>('eth_estimateGas', [
          { from: address, to, data, value: hex(value ?? 0n) },
        ]),
      ),
    async waitForTransaction({ hash }) {
      const receipt = await vi.waitFor(async () => {
        const found = await rpc<{ status: string } | null>('eth_getTransactionReceipt', [hash])
        if (!found) throw new Error('not mined')
        return found
      })
      return receipt.status === '0x1' ? 'confirmed' : 'failed'
    },
  }
  const client = createLatchkey({
    networks: [devnet, devnet2],
    adapters: [{ ...evm.adapter, loadSend: async () => methods, sendTransaction }],
    storage: createMemoryStorage(),
    apiUrl: server().url,
    debug: false,
  })
  track(client)
  await connect(client, { connectorId: 'io.test' })
  return { client, wallet, address }
}

/** The form paying `amount` of what it pays (ETH, or LKD once switched), quoted and previewed. */
async function previewed(client: LatchkeyClient, amount: string, { pay = 'ETH' } = {}) {
  await startSwap(client)
  const lkd = getSwapState(client).tokens.find((token) => token.symbol === 'LKD')!
  chooseSwapToken(client, { token: lkd })
  if (pay === 'LKD') switchSwapTokens(client)
  setSwapAmount(client, { amount })
  await vi.waitFor(
    () => {
      const { quote } = getSwapState(client)
      if (quote.status !== 'ready') throw new Error(`quote ${quote.status}`)
    },
    { timeout: 15_000 },
  )
  await previewSwap(client)
  expect(client.stores.router.getState().view).toBe('SwapPreview')
  return getSwapState(client).quote
}

describe('sendSwap', () => {
  test('default: 1 ETH for LKD in one wallet request; the pools pay it, back to Account', async () => {
    const { client, wallet, address } = await connected(6)
    const before = await tokenBalance('LKD', address)
    const quote = await previewed(client, '1')
    const hash = await sendSwap(client)
    await mined(hash)
    expect(wallet.sent).toHaveLength(1)
    expect(wallet.sent[0]?.value).toBe(10n ** 18n)
    expect(getSwapState(client).outcome).toEqual({ status: 'sent', hash })
    expect(client.stores.router.getState().view).toBe('Account')
    const received = (await tokenBalance('LKD', address)) - before
    expect(received).toBeGreaterThanOrEqual(getSwapState(client).minimumToAmount ?? 0n)
    expect(received).toBeLessThanOrEqual(quote.status === 'ready' ? quote.toAmount : 0n)
    expect(received).toBeGreaterThan(0n)
  })

  test('behavior: paying a token approves it first (two wallet requests), then swaps', async () => {
    const { client, wallet, address } = await connected(7)
    await previewed(client, '1')
    await mined(await sendSwap(client))
    const lkd = await tokenBalance('LKD', address)
    await previewed(client, '100', { pay: 'LKD' })
    await mined(await sendSwap(client))
    // The first swap, then the approval and the swap of LKD.
    expect(wallet.sent).toHaveLength(3)
    expect(wallet.sent[1]?.to.toLowerCase()).toBe(
      server()
        .chain.market!.tokens.find((token) => token.symbol === 'LKD')!
        .address.toLowerCase(),
    )
    expect(await tokenBalance('LKD', address)).toBe(lkd - 100n * 10n ** 18n)
    // The approval is ERC-20's approve(router, amount) on LKD.
    expect(wallet.sent[1]?.data?.slice(0, 10)).toBe('0x095ea7b3')
    // Once mined, the swap says what it paid and got (the newest toast replaces the others).
    await expect
      .poll(() => client.stores.toast.getState().message, { timeout: 10_000 })
      .toMatch(/^Swapped 100 LKD for [\d.]+ ETH$/)
  })

  test('behavior: declined in the wallet, the form stays and says which step', async () => {
    const { client, wallet, address } = await connected(8)
    const before = await tokenBalance('LKD', address)
    await previewed(client, '1')
    wallet.declineNext = true
    await expect(sendSwap(client)).resolves.toBeUndefined()
    expect(getSwapState(client).outcome).toEqual({ status: 'declined', step: 'swap' })
    expect(getSwapState(client).sourceTokenAmount).toBe('1')
    expect(client.stores.router.getState().view).toBe('SwapPreview')
    expect(await tokenBalance('LKD', address)).toBe(before)
  })
})
