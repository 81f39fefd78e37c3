import type { AdapterEventMap } from '../adapter/ChainAdapter.js'
import type { ChainNamespace } from '../caip/namespaces.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { logDebug } from '../client/logDebug.js'
import type { Emitter } from '../events/createEmitter.js'
import type { AdapterEvent } from './applyAdapterEvent.js'
import { createConnectedRunner } from './loadConnectedChunk.js'

/**
 * Applies what a namespace's wallet reports on its own (applyAdapterEvent): new accounts, a new
 * chain, a disconnect. Events for a namespace that is not connected are ignored, so a page with
 * no connection never loads the code applying them. Returns an unwatch function.
 */
export function watchAdapterEvents(
  context: LatchkeyClient,
  namespace: ChainNamespace,
  emitter: Emitter<AdapterEventMap>,
): () => void {
  const { chains } = context.stores
  const connected = () => {
    const chain = chains.getState().chains[namespace]
    return chain?.account.status === 'connected' ? chain : undefined
  }
  const runConnected = createConnectedRunner(context)
  const report = (event: AdapterEvent) => {
    if (!connected()) return
    runConnected(({ applyAdapterEvent }) => {
      const chain = connected()
      // A malformed report (an address or chain id that is no CAIP part) is logged, not thrown
      // back into the adapter's provider listener.
      try {
        if (chain) applyAdapterEvent(context, namespace, chain, event)
      } catch (error) {
        logDebug(context, `Ignored a ${namespace} wallet event`, error)
      }
    })
  }

  const unwatch = [
    emitter.on('accountsChanged', (payload) => report({ name: 'accountsChanged', payload })),
    emitter.on('chainChanged', (payload) => report({ name: 'chainChanged', payload })),
    emitter.on('disconnect', () => report({ name: 'disconnect', payload: undefined })),
  ]
  return () => {
    for (const off of unwatch) off()
  }
}
