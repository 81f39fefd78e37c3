import type { OnrampPurchase } from '../data/onrampApi.js'
import { getOnRampAccount } from './getOnRampAccount.js'
import type { OnRampStore } from './getOnRampStore.js'

/**
 * The coins arrived: says so in BuyInProgress, reads the balances and the history again, shows a
 * toast and goes back to Account (if BuyInProgress is still shown).
 */
export async function finishOnRampPurchase(
  store: OnRampStore,
  purchase: OnrampPurchase,
): Promise<void> {
  const current = store.state.getState().purchase
  if (current.status !== 'waiting') return
  store.state.setState({ purchase: { status: 'arrived', provider: current.provider, purchase } })
  const { account } = getOnRampAccount(store)
  await store
    .fetchBalances()
    .catch((error: unknown) => store.log('Failed to read the balances after a purchase', error))
  if (account?.address)
    await store
      .fetchHistory({ address: account.address, refresh: true })
      .catch((error: unknown) => store.log('Failed to read the history', error))
  store.stores.toast.show({
    message: `${purchase.purchaseAmount ?? ''} ${purchase.purchaseCurrency} arrived`.trim(),
    variant: 'success',
  })
  if (store.stores.router.getState().view === 'BuyInProgress') store.stores.router.reset('Account')
}
