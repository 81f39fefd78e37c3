import type { ChainNamespace } from '../caip/namespaces.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { formatUnits } from '../units/formatUnits.js'

/** What `fetchBalance` accepts. */
export type FetchBalanceParameters = {
  /** Default the active namespace. */
  namespace?: ChainNamespace | undefined
  /** Skips the 30 s cache, e.g. after a transaction. */
  force?: boolean | undefined
}

/** A native balance: raw, in smallest units, and as an exact decimal string. */
export type FetchBalanceReturnType = {
  value: bigint
  decimals: number
  symbol: string
  formatted: string
}

/**
 * Fetches the connected account's native balance through its adapter, cached 30 s per
 * address and network (spec section 9), and stores it in `balance` and `balanceSymbol`.
 * Resolves undefined when not connected or on a network the dapp did not configure.
 */
export async function fetchBalance(
  client: LatchkeyClient,
  parameters: FetchBalanceParameters = {},
): Promise<FetchBalanceReturnType | undefined> {
  const { chains } = client.stores
  const namespace = parameters.namespace ?? chains.getState().activeNamespace
  const chain = chains.getState().chains[namespace]
  const address = chain?.account.address
  const caipNetwork = chain?.network.caipNetwork
  const adapter = client.adapters.get(namespace)
  if (chain?.account.status !== 'connected' || !address || !caipNetwork || !adapter)
    return undefined
  if (!client.options.networks.includes(caipNetwork)) return undefined

  // The cache holds the request itself, so callers during a fetch share it.
  const key = `${caipNetwork.caipNetworkId}:${address}`
  let request = parameters.force ? undefined : client.balances.get(key)
  if (!request) {
    request = adapter.getBalance({ address, caipNetwork })
    client.balances.set(key, request)
  }
  let balance: Awaited<typeof request>
  try {
    balance = await request
  } catch (error) {
    if (client.balances.get(key) === request) client.balances.delete(key)
    throw error
  }
  const result = { ...balance, formatted: formatUnits(balance.value, balance.decimals) }

  // The wallet may have moved while the request ran: store only what is still current.
  const now = chains.getState().chains[namespace]
  if (now?.account.address === address && now.network.caipNetwork === caipNetwork)
    chains.setAccount(namespace, { balance: result.formatted, balanceSymbol: result.symbol })
  return result
}
