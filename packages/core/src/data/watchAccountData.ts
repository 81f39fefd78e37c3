import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { createConnectedRunner } from '../connection/loadConnectedChunk.js'
import type { AccountDataKey } from './applyAccountData.js'

/**
 * Keeps the active account's data API state in step with the account: when another account
 * or network becomes active, its token list and failure block are cleared, and its name and
 * avatar are fetched from the identity route (eip155 only, spec section 9; cached 5 minutes).
 * Without an account before or after a change there is nothing to clear or fetch: what does it
 * (applyAccountData) comes with the connected account's chunk. Returns the unwatch function.
 */
export function watchAccountData(context: LatchkeyClient): () => void {
  const runConnected = createConnectedRunner(context)
  return context.stores.chains.subscribe(
    (state): AccountDataKey => {
      const chain = state.chains[state.activeNamespace]
      return [
        state.activeNamespace,
        chain?.account.status === 'connected' ? chain.account.address : undefined,
        chain?.network.caipNetwork?.caipNetworkId,
      ]
    },
    (key, previous) => {
      if (!key[1] && !previous[1]) return
      runConnected(({ applyAccountData }) => applyAccountData(context, key, previous))
    },
    {
      isEqual: (a, b) => a.every((value, index) => value === b[index]),
      fireImmediately: true,
    },
  )
}
