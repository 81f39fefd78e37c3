// Send's form actions on a real client over the in-memory test adapter (test/createTestAdapter.ts)
// with send methods of its own, and a stand-in data API (test/createDataApiStub.ts) for the
// tokens and names; the EVM send methods on a dev chain are covered by packages/evm and e2e/.
import { describe, expect, test, vi } from 'vitest'
import { createMemoryStorage } from '../../test/createMemoryStorage.js'
import { createTestAdapter } from '../../test/createTestAdapter.js'
import { devnet } from '../../test/fixtures.js'
import {
  dollarBalance,
  sendAddress,
  sendGasPrice,
  sendReceiver,
  useSendClient,
} from '../../test/useSendClient.js'
import { connect } from '../actions/connect.js'
import { createLatchkey } from '../client/createLatchkey.js'
import { getSendFormProblem } from './getSendFormProblem.js'
import { getSendState } from './getSendState.js'
import type { SendState } from './SendState.js'
import { setSendAmount } from './setSendAmount.js'
import { setSendMax } from './setSendMax.js'
import { setSendReceiver } from './setSendReceiver.js'
import { setSendToken } from './setSendToken.js'
import { startSend } from './startSend.js'
import { watchSendState } from './watchSendState.js'

const { connected, track } = useSendClient()
const address = sendAddress
const receiver = sendReceiver
const dollar = dollarBalance
const gasPrice = sendGasPrice

describe('startSend', () => {
  test("default: the account's tokens, native first with the chain's balance, and the fee in dollars", async () => {
    const { client } = await connected()
    await startSend(client)
    const state = getSendState(client)
    expect(state).toMatchObject({
      caipAddress: `eip155:31337:${address}`,
      loading: false,
      unsupported: false,
      gasPrice,
      nativeBalance: 2n * 10n ** 18n,
      token: { symbol: 'ETH', quantity: { numeric: '2' } },
    })
    expect(state.tokenBalances.map((token) => token.symbol)).toEqual(['ETH', 'LKD'])
    // 21,000 gas at 1 gwei is 0.000021 ETH, at $3,000 an ETH.
    expect(state.gasPriceInUSD).toBeCloseTo(0.063)
    expect(state.networkBalanceInUSD).toBe(6000)
    expect(getSendFormProblem(client)).toBe('noAmount')
  })

  test('parameters: a prefill chooses the token, the amount and the receiver', async () => {
    const { client } = await connected()
    await startSend(client, {
      prefill: { token: dollar.address, amount: '2.5', to: receiver },
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(getSendState(client)).toMatchObject({
      token: { symbol: 'LKD' },
      sendTokenAmount: '2.5',
      receiverStatus: 'resolved',
      receiverAddress: receiver,
    })
    // A filled form's token transfer is estimated at once (52,000 gas, not the usual 65,000):
    // the fee the form shows is the one its review shows.
    expect(getSendState(client).gasPriceInUSD).toBeCloseTo(0.156)
    expect(getSendFormProblem(client)).toBeUndefined()
  })

  test('behavior: a namespace without send methods is unsupported', async () => {
    const { client } = await connected()
    const adapter = client.adapters.get('eip155')
    if (!adapter) throw new Error('no adapter')
    const bare = createLatchkey({
      networks: [devnet],
      adapters: [{ ...adapter, loadSend: undefined }],
      storage: createMemoryStorage(),
      debug: false,
    })
    track(bare)
    await connect(bare, { connectorId: 'io.test' })
    await startSend(bare)
    expect(getSendState(bare).unsupported).toBe(true)
  })

  test('behavior: nothing starts while disconnected', async () => {
    const { client } = await connected()
    const fresh = createLatchkey({
      networks: [devnet],
      adapters: [client.adapters.get('eip155') ?? createTestAdapter().adapter],
      storage: createMemoryStorage(),
      debug: false,
    })
    track(fresh)
    await startSend(fresh)
    expect(getSendState(fresh)).toMatchObject({ caipAddress: undefined, tokenBalances: [] })
  })
})

describe('setSendToken, setSendAmount and setSendMax', () => {
  test('behavior: Max is the whole balance of a token, less the fee for the native coin', async () => {
    const { client } = await connected()
    await startSend(client)
    setSendMax(client)
    expect(getSendState(client).sendTokenAmount).toBe('1.999979')
    const lkd = getSendState(client).tokenBalances[1]
    if (!lkd) throw new Error('no LKD')
    setSendToken(client, { token: lkd })
    setSendMax(client)
    expect(getSendState(client)).toMatchObject({ token: lkd, sendTokenAmount: '25' })
    setSendAmount(client, { amount: '25.1' })
    expect(getSendState(client).sendTokenAmount).toBe('25.1')
    expect(getSendFormProblem(client)).toBe('amountTooHigh')
  })

  test('behavior: watchSendState sees each change until unwatched', async () => {
    const { client } = await connected()
    const seen: Array<[SendState, SendState]> = []
    const unwatch = watchSendState(client, { onChange: (...states) => seen.push(states) })
    setSendAmount(client, { amount: '1' })
    expect(seen).toHaveLength(1)
    expect(seen[0]?.[0].sendTokenAmount).toBe('1')
    expect(seen[0]?.[1].sendTokenAmount).toBe('')
    unwatch()
    setSendAmount(client, { amount: '2' })
    expect(seen).toHaveLength(1)
  })
})

describe('setSendReceiver', () => {
  test('default: an address resolves at once; a bad one says so', async () => {
    const { client } = await connected()
    await startSend(client)
    setSendReceiver(client, { input: ` ${receiver} ` })
    expect(getSendState(client).receiverStatus).toBe('resolving')
    await vi.advanceTimersByTimeAsync(0)
    expect(getSendState(client)).toMatchObject({
      receiverInput: ` ${receiver} `,
      receiverStatus: 'resolved',
      receiverAddress: receiver,
    })
    setSendReceiver(client, { input: '0x1234' })
    await vi.advanceTimersByTimeAsync(0)
    expect(getSendState(client)).toMatchObject({
      receiverStatus: 'invalidAddress',
      receiverAddress: undefined,
    })
    setSendReceiver(client, { input: '  ' })
    expect(getSendState(client).receiverStatus).toBe('empty')
  })

  test('behavior: a name is looked up once the typing pauses, and only the last one', async () => {
    const { client, stub } = await connected()
    await startSend(client)
    const lookups = () => stub.count(/\/v1\/profile\/account\//)
    setSendReceiver(client, { input: 'bob.et' })
    await vi.advanceTimersByTimeAsync(200)
    setSendReceiver(client, { input: 'bob.eth' })
    await vi.advanceTimersByTimeAsync(299)
    expect(lookups()).toBe(0)
    expect(getSendState(client).receiverStatus).toBe('resolving')
    await vi.advanceTimersByTimeAsync(1)
    await vi.advanceTimersByTimeAsync(0)
    expect(lookups()).toBe(1)
    expect(getSendState(client)).toMatchObject({
      receiverStatus: 'resolved',
      receiverAddress: receiver,
    })
    setSendReceiver(client, { input: 'nobody.eth' })
    await vi.advanceTimersByTimeAsync(300)
    expect(getSendState(client).receiverStatus).toBe('nameNotFound')
  })
})
