import type { AdapterSendMethods, ChainAdapter } from '../adapter/ChainAdapter.js'
import type { ChainNamespace } from '../caip/namespaces.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { UnsupportedChainError } from '../errors/send.js'

// One load per adapter; a failed load (a network blip fetching the chunk) is tried again.
const loaded = new WeakMap<ChainAdapter, Promise<AdapterSendMethods>>()

/** Whether Send covers `namespace`: its adapter brings send methods. */
export function isSendSupported(context: LatchkeyClient, namespace: ChainNamespace): boolean {
  return context.adapters.get(namespace)?.loadSend !== undefined
}

/** Loads the send methods of `namespace`'s adapter; rejects with 'Unsupported chain' when it has none. */
export function loadSendMethods(
  context: LatchkeyClient,
  namespace: ChainNamespace,
): Promise<AdapterSendMethods> {
  const adapter = context.adapters.get(namespace)
  if (!adapter?.loadSend)
    return Promise.reject(
      new UnsupportedChainError({ metaMessages: [`Send does not cover ${namespace}.`] }),
    )
  let methods = loaded.get(adapter)
  if (!methods) {
    methods = adapter.loadSend()
    loaded.set(adapter, methods)
    methods.catch(() => loaded.delete(adapter))
  }
  return methods
}
