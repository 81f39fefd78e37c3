import type { ChainNamespace } from '../caip/namespaces.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { isUnsupportedChain } from './isUnsupportedChain.js'

/** Whether the UnsupportedChain rule holds for `namespace` (default the active one) now. */
export function isUnsupportedChainNow(
  context: LatchkeyClient,
  namespace?: ChainNamespace,
): boolean {
  const { chains, options } = context.stores
  const state = chains.getState()
  const chain = state.chains[namespace ?? state.activeNamespace]
  if (chain?.account.status !== 'connected') return false
  return isUnsupportedChain({ ...options.getState(), ...chain.network })
}
