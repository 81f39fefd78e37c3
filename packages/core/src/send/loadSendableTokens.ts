import { fetchBalance } from '../actions/fetchBalance.js'
import { fetchTokenBalance } from '../actions/fetchTokenBalance.js'
import type { ChainNamespace } from '../caip/namespaces.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import type { TokenBalance } from '../stores/chainState.js'
import { isNativeToken } from './getSendProblem.js'

/** What an account can send: its tokens, native coin first, and its native balance. */
export type SendableTokens = { tokens: TokenBalance[]; nativeBalance: bigint }

/**
 * Reads the account's native balance from the chain and its tokens from the data API (where it
 * serves the network); the native coin comes first, its quantity from the chain (and all of it
 * when the data API does not list it). A native coin without a price has price 0 (no value is shown for it).
 */
export async function loadSendableTokens(
  context: LatchkeyClient,
  namespace: ChainNamespace,
): Promise<SendableTokens> {
  const chain = context.stores.chains.getState().chains[namespace]
  const caipNetwork = chain?.network.caipNetwork
  const [balance, listed] = await Promise.all([
    fetchBalance(context, { namespace }),
    fetchTokenBalance(context),
  ])
  const nativeBalance = balance?.value ?? 0n
  const tokens = listed.filter((token) => token.chainId === caipNetwork?.caipNetworkId)
  const native = tokens.find(isNativeToken)
  const others = tokens.filter((token) => token !== native)
  // The chain's balance is fresher than the data API's (cached 30 s).
  const coin: TokenBalance | undefined =
    native && balance
      ? { ...native, quantity: { decimals: String(balance.decimals), numeric: balance.formatted } }
      : (native ??
        (caipNetwork && balance
          ? {
              name: caipNetwork.nativeCurrency.name,
              symbol: caipNetwork.nativeCurrency.symbol,
              chainId: caipNetwork.caipNetworkId,
              value: 0,
              price: 0,
              quantity: { decimals: String(balance.decimals), numeric: balance.formatted },
              iconUrl: caipNetwork.imageUrl ?? '',
            }
          : undefined))
  return { tokens: coin ? [coin, ...others] : others, nativeBalance }
}
