import type { OnrampPurchase } from '../data/onrampApi.js'
import { HttpRequestError } from '../errors/request.js'
import { finishOnRampPurchase } from './finishOnRampPurchase.js'
import type { OnRampStore } from './getOnRampStore.js'

/** How often a purchase is asked about while the coins are on their way. */
const purchasePollInterval = 1500
/** How long a purchase is followed before the view stops asking (the person may come back later). */
const purchaseFollowLimit = 30 * 60_000
/** What BuyInProgress says when the server no longer knows the checkout (dropped unpaid). */
const expiredMessage = 'The checkout expired before it was paid'
/** What BuyInProgress says when the provider reports the payout failed. */
const failedMessage = 'The provider could not send the coins'

/**
 * Asks the server about the purchase being waited for every 1.5 s (for up to 30 minutes) until it
 * is confirmed (then finished: balances, toast, back to Account), failed, or unknown to the
 * server (expired unpaid). Stops when `run` is no longer the purchase followed.
 */
export function followOnRampPurchase(store: OnRampStore, run: number, startedAt: number): void {
  const { purchase } = store.state.getState()
  if (run !== store.run.follow || purchase.status !== 'waiting') return
  if (Date.now() - startedAt > purchaseFollowLimit) return
  const { provider, purchaseId } = purchase
  const fail = (message: string) =>
    store.state.setState({ purchase: { status: 'failed', provider, message } })
  store.run.pollTimer = setTimeout(async () => {
    try {
      const found: OnrampPurchase | undefined = purchaseId
        ? (await store.api.getPurchase(purchaseId)).purchase
        : undefined
      if (run !== store.run.follow) return
      if (found?.status === 'confirmed') return void (await finishOnRampPurchase(store, found))
      if (found?.status === 'failed') return fail(failedMessage)
      if (found) store.state.setState({ purchase: { ...purchase, purchase: found } })
    } catch (error) {
      // The server no longer knows the checkout: it expired unpaid.
      if (run === store.run.follow && error instanceof HttpRequestError && error.status === 404)
        return fail(expiredMessage)
      store.log('Failed to read the purchase', error)
    }
    followOnRampPurchase(store, run, startedAt)
  }, purchasePollInterval)
}
