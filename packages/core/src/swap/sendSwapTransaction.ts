import { fetchBalance } from '../actions/fetchBalance.js'
import { fetchTokenBalance } from '../actions/fetchTokenBalance.js'
import { fetchTransactions } from '../actions/fetchTransactions.js'
import type { AdapterSendMethods } from '../adapter/ChainAdapter.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { logDebug } from '../client/logDebug.js'
import { addPendingTransaction, settlePendingTransaction } from '../data/pendingTransactions.js'
import type { CaipNetwork } from '../networks/CaipNetwork.js'
import { formatUnits } from '../units/formatUnits.js'
import type { SwapToken, SwapTransaction } from './SwapState.js'

/** What `sendSwapTransaction` sends and lists in Activity. */
export type SendSwapTransactionParameters = {
  methods: AdapterSendMethods
  caipNetwork: CaipNetwork
  address: string
  transaction: SwapTransaction
  /** For Activity: what is paid and what the quote said is received. */
  paid: { token: SwapToken; amount: bigint }
  received: { token: SwapToken; amount: bigint }
  /** Called once mined, with how it ended (after balances and history are read again). */
  onSettled(status: 'confirmed' | 'failed'): void
  /** Sends it another way (a batch with its approval); resolves with the transaction's hash. */
  send?: (() => Promise<string>) | undefined
}

/**
 * Asks the wallet to send the built swap, lists it in Activity as a pending trade at once, and
 * follows it: once mined, the entry settles and the balances and history are read again.
 * Resolves with the hash as soon as the wallet accepted.
 */
export async function sendSwapTransaction(
  client: LatchkeyClient,
  parameters: SendSwapTransactionParameters,
): Promise<string> {
  const { methods, caipNetwork, address, transaction, paid, received } = parameters
  const namespace = caipNetwork.chainNamespace
  const adapter = client.adapters.get(namespace)
  if (!adapter) throw new Error('Adapter not found')
  const hash = parameters.send
    ? await parameters.send()
    : await adapter.sendTransaction({
        address,
        to: transaction.to,
        data: transaction.data,
        value: transaction.value,
        caipNetwork,
      })
  const { history } = client.data
  const transfer = (side: typeof paid, direction: 'in' | 'out') => ({
    fungible_info: {
      name: side.token.name,
      symbol: side.token.symbol,
      icon: side.token.logoUri ? { url: side.token.logoUri } : null,
    },
    direction,
    quantity: { numeric: formatUnits(side.amount, side.token.decimals) },
  })
  addPendingTransaction(history, {
    id: hash,
    metadata: {
      operationType: 'trade',
      hash,
      minedAt: new Date().toISOString(),
      sentFrom: address,
      sentTo: transaction.to,
      status: 'pending',
      nonce: 0,
      chain: caipNetwork.caipNetworkId,
    },
    transfers: [transfer(paid, 'out'), transfer(received, 'in')],
  })
  void methods
    .waitForTransaction({ hash, caipNetwork })
    .then(async (status) => {
      settlePendingTransaction(history, hash, status)
      await Promise.all([
        fetchBalance(client, { namespace, force: true }),
        fetchTokenBalance(client, { force: true }),
      ])
      const account = client.stores.chains.getState().chains.eip155?.account
      if (account?.caipAddress && history.getState().caipAddress === account.caipAddress)
        await fetchTransactions(client, { address: account.address, refresh: true })
      parameters.onSettled(status)
    })
    .catch((error: unknown) => logDebug(client, 'Failed to follow a swap', error))
  return hash
}
