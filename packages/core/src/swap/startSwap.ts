import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { logDebug } from '../client/logDebug.js'
import { NetworkNotSupportedForSwapsError } from '../errors/client.js'
import { getNamespaceDescriptor } from '../namespaces/getNamespaceDescriptor.js'
import { getServerMessage } from './createCheckedApi.js'
import { createConvertApi } from './createConvertApi.js'
import { getSwapAccount } from './getSwapAccount.js'
import { getSwapStore } from './getSwapStore.js'
import { isNativeSwapToken, loadSwapTokens } from './loadSwapTokens.js'
import { quoteSwap } from './quoteSwap.js'
import { initialSwapState, type SwapToken } from './SwapState.js'

/**
 * Starts the Swap form for the connected account: the network's tokens, balances and gas price,
 * the native coin to pay (the tokens chosen before are kept), and the quote asked again. Another
 * account or network starts afresh; a network without a market sets `unsupported`.
 */
export async function startSwap(client: LatchkeyClient): Promise<void> {
  const store = getSwapStore(client)
  const { namespace, account, caipNetwork } = getSwapAccount(client)
  if (account?.status !== 'connected' || !account.caipAddress || !caipNetwork) return
  if (store.state.getState().caipAddress !== account.caipAddress)
    store.state.setState({ ...initialSwapState, caipAddress: account.caipAddress })
  store.state.setState({ outcome: { status: 'idle' }, unsupported: undefined })
  try {
    if (!getNamespaceDescriptor(client.adapters, namespace).supports.swap)
      throw new NetworkNotSupportedForSwapsError()
    store.run.api ??= createConvertApi(client)
  } catch (error) {
    store.state.setState({ unsupported: (error as Error).message })
    return
  }
  store.state.setState({ tokensStatus: 'loading' })
  const api = store.run.api
  const [tokens, gasPrice] = await Promise.allSettled([
    loadSwapTokens(client, { api, namespace, caipNetworkId: caipNetwork.caipNetworkId }),
    api.getGasPrice(caipNetwork.caipNetworkId),
  ])
  if (store.state.getState().caipAddress !== account.caipAddress) return
  if (tokens.status === 'rejected') {
    logDebug(client, 'Failed to load the swappable tokens', tokens.reason)
    const message = getServerMessage(tokens.reason)
    store.state.setState({ tokensStatus: 'failed', unsupported: message ?? 'Something went wrong' })
    return
  }
  const list = tokens.value.tokens
  const current = store.state.getState()
  const find = (token: SwapToken | undefined) =>
    token && list.find((entry) => entry.address === token.address)
  store.state.setState({
    tokens: list,
    tokensStatus: 'ready',
    nativeBalance: tokens.value.nativeBalance,
    gasPrice: gasPrice.status === 'fulfilled' ? BigInt(gasPrice.value.standard) : undefined,
    sourceToken: find(current.sourceToken) ?? list.find(isNativeSwapToken) ?? list[0],
    toToken: find(current.toToken),
  })
  quoteSwap(client)
}
