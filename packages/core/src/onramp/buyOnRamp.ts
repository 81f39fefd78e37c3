import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import type { OnrampProvider } from '../data/onrampApi.js'
import { getServerMessage } from '../swap/createCheckedApi.js'
import { followOnRampPurchase } from './followOnRampPurchase.js'
import { getOnRampAccount } from './getOnRampAccount.js'
import { getOnRampProblem } from './getOnRampProblem.js'
import { getOnRampStore } from './getOnRampStore.js'

/** What `buyOnRamp` accepts. */
export type BuyOnRampParameters = {
  /** The provider chosen (one of `getOnRampProviders`). */
  provider: OnrampProvider
}

/**
 * Opens the provider's page for the form's purchase in a new window (call it in the click: the
 * window opens at once, its address follows), shows BuyInProgress and follows the purchase until
 * the coins arrive. Does nothing when the amount cannot be bought or no account is connected.
 */
export async function buyOnRamp(
  client: LatchkeyClient,
  parameters: BuyOnRampParameters,
): Promise<void> {
  const { provider } = parameters
  const store = getOnRampStore(client)
  const state = store.state.getState()
  const { account, networkName } = getOnRampAccount(store, state)
  if (getOnRampProblem(state) || !account?.address) return
  // Opened in the click's task, so no popup blocker stops it; the address follows.
  const popup = globalThis.open?.('', '_blank') ?? null
  const run = ++store.run.follow
  clearTimeout(store.run.pollTimer)
  store.state.setState({ purchase: { status: 'opening', provider } })
  store.stores.router.push('BuyInProgress')
  try {
    const { url, purchaseId } = await store.api.getUrl({
      destinationWallets: [
        { address: account.address, blockchains: [networkName], assets: [state.purchaseCurrency] },
      ],
      defaultNetwork: networkName,
      partnerUserId: account.address.slice(0, 64),
      defaultExperience: 'buy',
      presetFiatAmount: Number(state.amount),
      provider: provider.id,
      paymentCurrency: state.paymentCurrency,
      purchaseCurrency: state.purchaseCurrency,
    })
    if (run !== store.run.follow) return
    if (popup) {
      popup.opener = null
      popup.location.href = url
    } else globalThis.open?.(url, '_blank', 'noopener')
    store.state.setState({
      purchase: { status: 'waiting', provider, url, purchaseId, purchase: undefined },
    })
    followOnRampPurchase(store, run, Date.now())
  } catch (error) {
    popup?.close()
    store.log('Failed to open the on-ramp', error)
    const message = getServerMessage(error) ?? 'Something went wrong'
    store.state.setState({ purchase: { status: 'failed', provider, message } })
  }
}
