import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import type { OnrampOptionsResponse } from '../data/onrampApi.js'
import type { CaipNetwork } from '../networks/CaipNetwork.js'
import type { TokenBalance } from '../stores/chainState.js'
import { getDefaultOnRampOptions } from './defaultOnRampOptions.js'
import { getOnRampAccount } from './getOnRampAccount.js'
import { getOnRampNetworkName } from './getOnRampNetworkName.js'
import { getOnRampStore } from './getOnRampStore.js'
import { initialOnRampState } from './OnRampState.js'
import { requestOnRampQuotes } from './requestOnRampQuotes.js'

/**
 * Opens the Buy form for the connected EVM account: reads the options (the built-in ones when the
 * call fails, spec section 7) and the native coin's price (for estimates), picks the coin to buy
 * on the active network and quotes the default amount. Another account or network starts afresh.
 */
export async function startOnRamp(client: LatchkeyClient): Promise<void> {
  const store = getOnRampStore(client)
  const { account, caipNetwork } = getOnRampAccount(store)
  if (account?.status !== 'connected' || !account.caipAddress || !caipNetwork) return
  if (store.state.getState().caipAddress !== account.caipAddress)
    store.state.setState({ ...initialOnRampState, caipAddress: account.caipAddress })
  store.state.setState({ optionsStatus: 'loading' })
  const [options, tokens] = await Promise.allSettled([store.api.getOptions(), store.fetchTokens()])
  if (tokens.status === 'fulfilled')
    store.run.nativePrice = getNativePrice(tokens.value, caipNetwork)
  if (options.status === 'rejected') store.log('Failed to read the on-ramp options', options.reason)
  const resolved = options.status === 'fulfilled' ? options.value : getFallbackOptions(caipNetwork)
  store.state.setState({
    options: resolved,
    optionsFallback: options.status === 'rejected',
    optionsStatus: 'ready',
    purchaseCurrency: choosePurchaseCurrency(
      resolved,
      caipNetwork,
      store.state.getState().purchaseCurrency,
    ),
  })
  requestOnRampQuotes(store)
}

// The native coin's entry in the account's tokens: no address, or the 0xeee… placeholder.
function getNativePrice(tokens: readonly TokenBalance[], caipNetwork: CaipNetwork): number {
  const native = tokens.find(
    (token) =>
      token.chainId === caipNetwork.caipNetworkId &&
      (token.address === undefined || /:0xe{40}$/i.test(token.address)),
  )
  return native?.price ?? 0
}

function getFallbackOptions(caipNetwork: CaipNetwork): OnrampOptionsResponse {
  return getDefaultOnRampOptions({
    chainId: String(caipNetwork.id),
    network: getOnRampNetworkName(String(caipNetwork.id)),
    networkName: caipNetwork.name,
    symbol: caipNetwork.nativeCurrency.symbol,
    name: caipNetwork.nativeCurrency.name,
  })
}

// The coin already chosen if the network sells it, else its native coin, else the first listed.
function choosePurchaseCurrency(
  options: OnrampOptionsResponse,
  caipNetwork: CaipNetwork,
  current: string,
): string {
  const symbol = caipNetwork.nativeCurrency.symbol
  const forChain = options.purchaseCurrencies.filter((currency) =>
    currency.networks.some((network) => network.chain_id === String(caipNetwork.id)),
  )
  return (
    forChain.find((currency) => currency.symbol === current)?.symbol ??
    forChain.find((currency) => currency.symbol === symbol)?.symbol ??
    forChain[0]?.symbol ??
    symbol
  )
}
