import { checkSIWX } from '../actions/checkSIWX.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { logDebug } from '../client/logDebug.js'
import type { ChainsState } from '../stores/createChainsStore.js'

/**
 * Runs sign-in for the client's life (with the `siwx` option): checks the session whenever the
 * active account or its network changes; with `signOutOnDisconnect` (default on) revokes an
 * account's session when its namespace disconnects; and, when sign-in is required, shows the
 * sign-in view whenever the modal opens before the account signed in. Returns an unwatch function.
 */
export function watchSIWXSessions(context: LatchkeyClient): () => void {
  const config = context.options.siwx
  if (!config) return () => {}
  const { chains, modal, siwx } = context.stores

  // The active account while it is (or stays, during a reconnect attempt) connected.
  const activeAccount = (state: ChainsState) => {
    const account = state.chains[state.activeNamespace]?.account
    return account && account.status !== 'disconnected' ? account.caipAddress : undefined
  }
  const unwatch = [
    chains.subscribe(activeAccount, () => void checkSIWX(context)),
    modal.subscribe(
      (state) => state.open,
      (open) => {
        const { required, status } = siwx.getState()
        const { router } = context.stores
        if (
          open &&
          required &&
          status === 'unauthenticated' &&
          router.getState().view !== 'SIWXSignMessage'
        )
          router.reset('SIWXSignMessage')
      },
    ),
  ]
  if (config.signOutOnDisconnect !== false)
    for (const namespace of context.options.namespaces)
      unwatch.push(
        chains.subscribe(
          (state) => {
            const chain = state.chains[namespace]
            const caipNetworkId = chain?.network.caipNetwork?.caipNetworkId
            const address = chain?.account.address
            if (chain?.account.status === 'disconnected' || !caipNetworkId || !address)
              return undefined
            return { caipNetworkId, address }
          },
          (account, previous) => {
            if (account || !previous) return
            config
              .revokeSession(previous.caipNetworkId, previous.address)
              .catch((error) => logDebug(context, 'Signing out after a disconnect failed', error))
          },
          {
            isEqual: (a, b) => a?.caipNetworkId === b?.caipNetworkId && a?.address === b?.address,
          },
        ),
      )
  return () => {
    for (const off of unwatch) off()
  }
}
