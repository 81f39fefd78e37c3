import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { logDebug } from '../client/logDebug.js'
import { tokenBalanceRetryDelay } from '../data/createDataContext.js'
import { isNetworkSupported } from '../data/isNetworkSupported.js'
import { DataApiUnsupportedNetworkError } from '../errors/data.js'
import { getNamespaceDescriptor } from '../namespaces/getNamespaceDescriptor.js'
import type { TokenBalance } from '../stores/chainState.js'
import { fetchBalance } from './fetchBalance.js'

/** The toast of a failed token-balance fetch (spec section 8). */
const tokenBalanceUnavailableMessage = 'Token Balance Unavailable'

/** What `fetchTokenBalance` accepts. */
export type FetchTokenBalanceParameters = {
  /** Skips the 30 s cache (the server's too), e.g. after a transaction. */
  force?: boolean | undefined
}

/**
 * Fetches the active account's tokens into its `tokenBalance`: from the data API when it serves
 * the network (cached 30 s; entries with decimals '0' dropped), else only the native coin from
 * the chain's RPC. A failure, or a network the data API does not serve, shows 'Token Balance
 * Unavailable' and blocks fetching for 30 s (spec sections 4 and 8). Never rejects: it resolves
 * with the list the account now has.
 */
export async function fetchTokenBalance(
  context: LatchkeyClient,
  parameters: FetchTokenBalanceParameters = {},
): Promise<readonly TokenBalance[]> {
  const { chains, toast } = context.stores
  const { portfolio } = context.data
  const namespace = chains.getState().activeNamespace
  const account = chains.getState().chains[namespace]?.account
  const caipNetwork = chains.getState().chains[namespace]?.network.caipNetwork
  const address = account?.address
  if (account?.status !== 'connected' || !address || !caipNetwork) return []
  // The data API reads balances where the namespace's record says so (spec section 9).
  if (!getNamespaceDescriptor(context.adapters, namespace).supports.balance)
    return account.tokenBalance
  const { lastRetry } = portfolio.getState()
  if (lastRetry !== undefined && Date.now() - lastRetry < tokenBalanceRetryDelay)
    return account.tokenBalance

  const caipNetworkId = caipNetwork.caipNetworkId
  const caipAddress = `${caipNetworkId}:${address}`
  const isCurrent = () => {
    const now = chains.getState().chains[namespace]
    return now?.account.address === address && now.network.caipNetwork === caipNetwork
  }
  const failed = (error: unknown, supported: boolean) => {
    logDebug(context, 'Failed to fetch the token balance', error)
    if (!isCurrent()) return
    portfolio.setState({ status: 'error', supported, lastRetry: Date.now() })
    toast.show({ message: tokenBalanceUnavailableMessage, variant: 'error' })
  }
  portfolio.setState({ status: 'loading', caipAddress })
  const supported = await isNetworkSupported(context, caipNetworkId)
  let tokens: TokenBalance[]
  try {
    tokens = supported
      ? await fetchFromApi(context, { address, caipNetworkId, force: parameters.force })
      : await fetchNative(context, parameters.force)
  } catch (error) {
    failed(error, supported)
    return chains.getState().chains[namespace]?.account.tokenBalance ?? []
  }
  if (!isCurrent()) return tokens
  chains.setAccount(namespace, { tokenBalance: tokens })
  portfolio.setState({ status: 'success', caipAddress, supported, lastRetry: undefined })
  // A network the data API does not serve has no token list: said once, then quiet for 30 s.
  if (!supported && context.data.api)
    failed(new DataApiUnsupportedNetworkError(caipNetworkId), supported)
  return tokens
}

async function fetchFromApi(
  context: LatchkeyClient,
  parameters: { address: string; caipNetworkId: string; force: boolean | undefined },
): Promise<TokenBalance[]> {
  const { data } = context
  const api = data.api!
  const key = `${parameters.caipNetworkId}:${parameters.address}`
  let request = parameters.force ? undefined : data.portfolios.get(key)
  if (!request) {
    request = api
      .getBalance({
        address: parameters.address,
        chainId: parameters.caipNetworkId,
        currency: 'usd',
        forceUpdate: parameters.force,
      })
      // Entries with decimals '0' are dropped (spec section 3).
      .then((answer) => answer.balances.filter((entry) => entry.quantity.decimals !== '0'))
    data.portfolios.set(key, request)
  }
  try {
    return await request
  } catch (error) {
    if (data.portfolios.get(key) === request) data.portfolios.delete(key)
    throw error
  }
}

async function fetchNative(
  context: LatchkeyClient,
  force: boolean | undefined,
): Promise<TokenBalance[]> {
  const { chains } = context.stores
  const namespace = chains.getState().activeNamespace
  const caipNetwork = chains.getState().chains[namespace]?.network.caipNetwork
  const balance = await fetchBalance(context, { namespace, force })
  if (!balance || !caipNetwork) return []
  return [
    {
      name: caipNetwork.nativeCurrency.name,
      symbol: balance.symbol,
      chainId: caipNetwork.caipNetworkId,
      value: 0,
      price: 0,
      quantity: { decimals: String(balance.decimals), numeric: balance.formatted },
      iconUrl: '',
    },
  ]
}
