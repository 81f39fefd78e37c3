import { closeModal } from '../actions/closeModal.js'
import { openModal } from '../actions/openModal.js'
import type { ChainNamespace } from '../caip/namespaces.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { isUnsupportedChainNow } from './isUnsupportedChainNow.js'

/**
 * Shows UnsupportedChain when the active namespace's wallet moved to an unconfigured network
 * (opening the modal), and leaves it once the wallet is back on a configured one.
 */
export function followUnsupportedChain(context: LatchkeyClient, namespace: ChainNamespace): void {
  const { chains, router } = context.stores
  if (namespace !== chains.getState().activeNamespace) return
  if (isUnsupportedChainNow(context, namespace)) {
    const showing =
      router.getState().view === 'UnsupportedChain' && context.stores.modal.getState().open
    if (!showing) openModal(context)
  } else if (router.getState().view === 'UnsupportedChain') {
    router.reset('Account')
    closeModal(context)
  }
}
