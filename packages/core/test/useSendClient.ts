// The client Send's unit tests share: connected on devnet over the in-memory test adapter
// (test/createTestAdapter.ts) with 2 ETH on chain, send methods of its own, a wallet that sends
// (or throws what it is told to), and a stand-in data API (test/createDataApiStub.ts) listing
// Ether and LKD and naming bob.eth. The EVM send methods on a dev chain are packages/evm's and
// e2e/'s to test.
import { afterEach, vi } from 'vitest'
import { connect } from '../src/actions/connect.js'
import type { AdapterSendMethods, SendTransactionParameters } from '../src/adapter/ChainAdapter.js'
import { createLatchkey } from '../src/client/createLatchkey.js'
import type { LatchkeyClient } from '../src/client/LatchkeyClient.js'
import type { TokenBalance } from '../src/stores/chainState.js'
import { createDataApiStub } from './createDataApiStub.js'
import { createMemoryStorage } from './createMemoryStorage.js'
import { createTestAdapter } from './createTestAdapter.js'
import { devnet, devnet2 } from './fixtures.js'

/** The account the client connects. */
export const sendAddress = '0x1111111111111111111111111111111111111111'
/** The receiver, also bob.eth. */
export const sendReceiver = '0x2222222222222222222222222222222222222222'
/** 1.5 ETH listed at $3,000. */
export const etherBalance: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  value: 4500,
  price: 3000,
  quantity: { decimals: '18', numeric: '1.5' },
  iconUrl: '',
}
/** 25 LKD (6 decimals) listed at $1. */
export const dollarBalance: TokenBalance = {
  name: 'Latchkey Dollar',
  symbol: 'LKD',
  chainId: 'eip155:31337',
  address: 'eip155:31337:0x5fbdb2315678afecb367f032d93f642f64180aa3',
  value: 25,
  price: 1,
  quantity: { decimals: '6', numeric: '25' },
  iconUrl: '',
}
/** 1 gwei: a native transfer's 21,000 gas costs 0.000021 ETH. */
export const sendGasPrice = 10n ** 9n
/** The hash the wallet answers a send with. */
export const sentHash = `0x${'ab'.repeat(32)}`

/**
 * Registers the file's clean-up (the clients made, fake timers, stubbed fetch) and returns how
 * to make a client: `connected(send)` with `send` overriding the send methods, on fake timers.
 */
export function useSendClient() {
  const clients: LatchkeyClient[] = []
  afterEach(() => {
    for (const client of clients.splice(0)) client.destroy()
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })
  return {
    /** Destroys `client` after the test. */
    track<client extends LatchkeyClient>(client: client): client {
      clients.push(client)
      return client
    },
    /** A client connected on devnet with 2 ETH on chain, Ether and LKD listed, and Send methods. */
    async connected(send: Partial<AdapterSendMethods> = {}) {
      vi.useFakeTimers()
      const stub = createDataApiStub({
        balances: { [`eip155:31337:${sendAddress}`]: [etherBalance, dollarBalance] },
        names: { 'bob.eth': sendReceiver },
      })
      vi.stubGlobal('fetch', stub.fetch)
      const evm = createTestAdapter({ balances: { [`31337:${sendAddress}`]: 2n * 10n ** 18n } })
      const methods: AdapterSendMethods = {
        isAddress: (value) => /^0x[0-9a-fA-F]{40}$/.test(value),
        getGasPrice: async () => sendGasPrice,
        estimateGas: async () => 52_000n,
        waitForTransaction: async () => 'confirmed',
        encodeTokenTransfer: ({ to, amount }) => `transfer:${to}:${amount}`,
        ...send,
      }
      // The wallet's answers to sendTransaction: a hash, or the error it is told to throw next.
      const sent: SendTransactionParameters[] = []
      const wallet = { nextError: undefined as unknown }
      const sendTransaction = async (transaction: SendTransactionParameters) => {
        sent.push(transaction)
        const error = wallet.nextError
        wallet.nextError = undefined
        if (error) throw error
        return sentHash
      }
      const client = createLatchkey({
        networks: [devnet, devnet2],
        adapters: [{ ...evm.adapter, loadSend: async () => methods, sendTransaction }],
        storage: createMemoryStorage(),
        apiUrl: 'http://api.test',
        debug: false,
      })
      clients.push(client)
      await connect(client, { connectorId: 'io.test' })
      await vi.advanceTimersByTimeAsync(0)
      return { client, evm, stub, sent, wallet }
    },
  }
}
