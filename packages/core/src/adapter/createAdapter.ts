import { type ChainNamespace, isChainNamespace, isNamespaceName } from '../caip/namespaces.js'
import {
  AdapterMethodNotSupportedError,
  AdapterNotSetUpError,
  UnsupportedAdapterNamespaceError,
} from '../errors/adapter.js'
import type { NamespaceDescriptor } from '../namespaces/NamespaceDescriptor.js'
import type { ConnectionSource } from '../sources/ConnectionSource.js'
import type { AdapterContext, ChainAdapter } from './ChainAdapter.js'

type Methods<provider> = Omit<
  ChainAdapter<provider>,
  'namespace' | 'descriptor' | 'setup' | 'injectedSource' | 'loadSend' | 'prefetch'
>

/** What an adapter's setup returns: the required methods, and any of the optional ones. */
export type AdapterImplementation<provider = unknown> = Pick<
  Methods<provider>,
  'attach' | 'detach' | 'switchNetwork' | 'getBalance'
> &
  Partial<Methods<provider>>

/** An adapter's namespace, its injected source, and the setup that builds its methods. */
export type CreateAdapterParameters<provider = unknown> = {
  namespace: ChainNamespace
  /**
   * The record of the namespace (an adapter package's own); needed for a namespace that is not
   * built in, whose name it must carry.
   */
  descriptor?: NamespaceDescriptor | undefined
  /** The namespace's injected wallets as a connection source (see `createInjectedSource`). */
  injectedSource?: ConnectionSource | undefined
  /** Loads the namespace's send methods (a dynamic `import()`, so Send's code stays out of the first load). */
  loadSend?: ChainAdapter['loadSend']
  /** Starts loading the methods when they live in a chunk of their own (see `ChainAdapter.prefetch`). */
  prefetch?: ChainAdapter['prefetch']
  setup(context: AdapterContext): AdapterImplementation<provider>
}

/**
 * Builds a ChainAdapter from a setup function, so adapter code closes over its context
 * (emitter, networks, storage). Optional methods get defaults: signing and sending throw, no
 * provider. Every method throws until the client ran setup.
 */
export function createAdapter<provider = unknown>(
  parameters: CreateAdapterParameters<provider>,
): ChainAdapter<provider> {
  const { namespace, descriptor, injectedSource, loadSend, prefetch } = parameters
  // A namespace that is not built in needs its record: nothing else would say how it works.
  const known = descriptor
    ? descriptor.namespace === namespace && isNamespaceName(namespace)
    : isChainNamespace(namespace)
  if (!known) throw new UnsupportedAdapterNamespaceError({ namespace })
  let implementation: AdapterImplementation<provider> | undefined

  const use = () => {
    if (implementation) return implementation
    throw new AdapterNotSetUpError({ namespace })
  }
  const unsupported = (method: string): never => {
    throw new AdapterMethodNotSupportedError({ method, namespace })
  }

  return {
    namespace,
    descriptor,
    injectedSource,
    loadSend,
    prefetch,
    setup(context) {
      implementation = parameters.setup(context)
    },
    // async, so a missing setup rejects like any other failure of these methods.
    attach: async (attachParameters) => use().attach(attachParameters),
    detach: () => implementation?.detach(),
    switchNetwork: async (caipNetwork) => use().switchNetwork(caipNetwork),
    getBalance: async (balanceParameters) => use().getBalance(balanceParameters),
    signMessage: async (signParameters) =>
      use().signMessage?.(signParameters) ?? unsupported('signMessage'),
    sendTransaction: async (sendParameters) =>
      use().sendTransaction?.(sendParameters) ?? unsupported('sendTransaction'),
    getProvider: () => use().getProvider?.(),
  }
}
