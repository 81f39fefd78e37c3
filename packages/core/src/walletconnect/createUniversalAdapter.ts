import type { ChainAdapter } from '../adapter/ChainAdapter.js'
import { createAdapter } from '../adapter/createAdapter.js'
import { lazyImplementation } from '../adapter/lazyImplementation.js'
import type { ChainNamespace } from '../caip/namespaces.js'
import { loadOnce } from '../client/loadOnce.js'
import { getNamespaceDescriptor } from '../namespaces/getNamespaceDescriptor.js'
import type { NamespaceDescriptor } from '../namespaces/NamespaceDescriptor.js'

/** A provider that answers a namespace's RPC methods (a WalletConnect session's, in basic mode). */
export type RequestProvider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: (payload: unknown) => void): void
  removeListener(event: string, listener: (payload: unknown) => void): void
}

/**
 * What a universal adapter is made from: a namespace (core's built-in record serves it), or the
 * record of a namespace that is not built in.
 */
export type CreateUniversalAdapterParameters =
  | { namespace: ChainNamespace; descriptor?: undefined }
  | { descriptor: NamespaceDescriptor; namespace?: undefined }

// Its methods load on their first call (a connection in basic mode), out of the first load.
const loadImplementation = loadOnce(() => import('./universalImplementation.js'))

/**
 * The adapter of a namespace in basic mode, when the dapp passes no adapters: whatever provider
 * a source yields (a WalletConnect session) is its only way to the chain. Balances, signing and
 * sending go through the provider's requests where the namespace's record names them (eip155);
 * elsewhere it connects and switches only.
 */
export function createUniversalAdapter(
  parameters: CreateUniversalAdapterParameters,
): ChainAdapter<RequestProvider> {
  const descriptor =
    parameters.descriptor ?? getNamespaceDescriptor(undefined, parameters.namespace)
  return createAdapter<RequestProvider>({
    namespace: descriptor.namespace,
    descriptor,
    prefetch: () => void loadImplementation().catch(() => {}),
    setup: (context) =>
      lazyImplementation(loadImplementation, (module) =>
        module.createUniversalImplementation(descriptor, context),
      ),
  })
}
