import type { ChainNamespace } from '../caip/namespaces.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { SendNotConnectedError, SendParametersError } from '../errors/send.js'
import { findSendToken } from '../send/findSendToken.js'
import { getTokenDecimals } from '../send/getSendProblem.js'
import { isInsufficientGas } from '../send/isInsufficientGas.js'
import { loadSendableTokens } from '../send/loadSendableTokens.js'
import { loadSendMethods } from '../send/loadSendMethods.js'
import { parseAmount } from '../send/parseAmount.js'
import { resolveReceiver } from '../send/resolveReceiver.js'
import { sendTransfer } from '../send/sendTransfer.js'

/** What `sendTokens` sends. */
export type SendTokensParameters = {
  /** An address, or a name the data API resolves. */
  to: string
  /** In the token's units, as a person writes it ('1.5'). */
  amount: string
  /** The token's contract address or CAIP-10 asset id; default the native coin. */
  token?: string | undefined
  /** Default the active namespace. */
  namespace?: ChainNamespace | undefined
}

/**
 * Sends a native coin or a token from the connected account without the modal, as Send does:
 * the receiver resolved, the amount checked against the token's decimals, the gas checked
 * (spec section 5). Resolves with the transaction hash once the wallet accepted; the transfer
 * shows as pending in Activity. Rejects with 'Unsupported chain' on a namespace Send does not
 * cover, with a SendParametersError naming the problem, or with the wallet's error.
 */
export async function sendTokens(
  client: LatchkeyClient,
  parameters: SendTokensParameters,
): Promise<string> {
  const { chains } = client.stores
  const namespace = parameters.namespace ?? chains.getState().activeNamespace
  const chain = chains.getState().chains[namespace]
  const address = chain?.account.address
  const caipNetwork = chain?.network.caipNetwork
  if (chain?.account.status !== 'connected' || !address || !caipNetwork)
    throw new SendNotConnectedError()
  const methods = await loadSendMethods(client, namespace)
  const [{ tokens, nativeBalance }, gasPrice, receiver] = await Promise.all([
    loadSendableTokens(client, namespace),
    methods.getGasPrice({ caipNetwork }),
    resolveReceiver(client, {
      input: parameters.to,
      isAddress: methods.isAddress,
      caipNetworkId: caipNetwork.caipNetworkId,
      sender: address,
    }),
  ])
  const token = findSendToken(tokens, parameters.token)
  if (!token) throw new SendParametersError({ problem: 'noToken' })
  const amount = parseAmount(parameters.amount, getTokenDecimals(token))
  if (amount.problem) throw new SendParametersError({ problem: amount.problem })
  if (receiver.status !== 'resolved') throw new SendParametersError({ problem: receiver.status })
  const accountType = chain.account.allAccounts.find((entry) => entry.address === address)?.type
  if (isInsufficientGas({ balance: nativeBalance, gasPrice, accountType }))
    throw new SendParametersError({ problem: 'insufficientGas' })
  return sendTransfer(client, {
    namespace,
    methods,
    token,
    amount: amount.value,
    to: receiver.address,
  })
}
