import { fetchBalance } from '../actions/fetchBalance.js'
import { fetchTokenBalance } from '../actions/fetchTokenBalance.js'
import { fetchTransactions } from '../actions/fetchTransactions.js'
import type { AdapterSendMethods } from '../adapter/ChainAdapter.js'
import type { ChainNamespace } from '../caip/namespaces.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { logDebug } from '../client/logDebug.js'
import { addPendingTransaction, settlePendingTransaction } from '../data/pendingTransactions.js'
import { SendNotConnectedError } from '../errors/send.js'
import type { TokenBalance } from '../stores/chainState.js'
import { formatUnits } from '../units/formatUnits.js'
import { getTokenDecimals, isNativeToken } from './getSendProblem.js'
import { getTokenContract } from './getTokenContract.js'

/** What `sendTransfer` sends: `amount` smallest units of `token` to the address `to`. */
export type SendTransferParameters = {
  namespace: ChainNamespace
  methods: AdapterSendMethods
  token: TokenBalance
  amount: bigint
  to: string
}

/**
 * Asks the connected wallet to send a native coin (a value transfer) or a token (its contract's
 * `transfer` on eip155, a transfer the adapter builds elsewhere), lists it as pending in Activity at once, and follows it: once mined it shows as
 * confirmed (or failed), and the balances and history are read again. Resolves with the hash.
 */
export async function sendTransfer(
  context: LatchkeyClient,
  parameters: SendTransferParameters,
): Promise<string> {
  const { namespace, methods, token, amount, to } = parameters
  const chain = context.stores.chains.getState().chains[namespace]
  const address = chain?.account.address
  const caipNetwork = chain?.network.caipNetwork
  const adapter = context.adapters.get(namespace)
  if (chain?.account.status !== 'connected' || !address || !caipNetwork || !adapter)
    throw new SendNotConnectedError()
  const contract = isNativeToken(token) ? undefined : getTokenContract(token)
  const { encodeTokenTransfer } = methods
  const hash = await adapter.sendTransaction(
    !contract
      ? { address, to, value: amount, caipNetwork }
      : encodeTokenTransfer
        ? { address, to: contract, data: encodeTokenTransfer({ to, amount }), caipNetwork }
        : // The adapter builds the token transfer (an SPL transferChecked on solana).
          {
            address,
            to,
            value: amount,
            token: { address: contract, decimals: getTokenDecimals(token) },
            caipNetwork,
          },
  )
  const { history } = context.data
  addPendingTransaction(history, {
    id: hash,
    metadata: {
      operationType: 'send',
      hash,
      minedAt: new Date().toISOString(),
      sentFrom: address,
      sentTo: to,
      status: 'pending',
      nonce: 0,
      chain: caipNetwork.caipNetworkId,
    },
    transfers: [
      {
        fungible_info: {
          name: token.name,
          symbol: token.symbol,
          icon: token.iconUrl ? { url: token.iconUrl } : null,
        },
        direction: 'out',
        sender: address,
        recipient: to,
        quantity: { numeric: formatUnits(amount, getTokenDecimals(token)) },
      },
    ],
  })
  void methods
    .waitForTransaction({ hash, caipNetwork })
    .then(async (status) => {
      settlePendingTransaction(history, hash, status)
      await Promise.all([
        fetchBalance(context, { namespace, force: true }),
        fetchTokenBalance(context, { force: true }),
      ])
      const account = context.stores.chains.getState().chains[namespace]?.account
      if (account?.caipAddress && history.getState().caipAddress === account.caipAddress)
        await fetchTransactions(context, { address: account.address, refresh: true })
    })
    .catch((error: unknown) => logDebug(context, 'Failed to follow a sent transaction', error))
  return hash
}
