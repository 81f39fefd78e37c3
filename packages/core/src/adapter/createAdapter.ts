import { type ChainNamespace, isChainNamespace } from '../caip/namespaces.js'
import { BaseError } from '../errors/base.js'
import type { AdapterContext, ChainAdapter } from './ChainAdapter.js'

type Methods<provider> = Omit<ChainAdapter<provider>, 'namespace' | 'setup'>

/** What an adapter's setup returns: the required methods, and any of the optional ones. */
export type AdapterImplementation<provider = unknown> = Pick<
  Methods<provider>,
  'connect' | 'disconnect' | 'switchNetwork' | 'getBalance'
> &
  Partial<Methods<provider>>

/** An adapter's namespace and the setup that builds its methods from the client's context. */
export type CreateAdapterParameters<provider = unknown> = {
  namespace: ChainNamespace
  setup(context: AdapterContext): AdapterImplementation<provider>
}

/**
 * Builds a ChainAdapter from a setup function, so adapter code closes over its context
 * (emitter, networks, storage). Optional methods get defaults: no discovery, no restore,
 * no provider; signing and sending throw. Every method throws until the client ran setup.
 */
export function createAdapter<provider = unknown>(
  parameters: CreateAdapterParameters<provider>,
): ChainAdapter<provider> {
  const { namespace } = parameters
  if (!isChainNamespace(namespace))
    throw new BaseError(`Unsupported adapter namespace: ${String(namespace)}`)
  let implementation: AdapterImplementation<provider> | undefined

  const use = () => {
    if (implementation) return implementation
    throw new BaseError('Adapter not set up', {
      name: 'AdapterNotSetUpError',
      metaMessages: [`The ${namespace} adapter is used before createLatchkey set it up.`],
    })
  }
  const unsupported = (method: string): never => {
    throw new BaseError(`${method} is not supported by the ${namespace} adapter`)
  }

  return {
    namespace,
    setup(context) {
      implementation = parameters.setup(context)
    },
    discoverConnectors: (onChange) => use().discoverConnectors?.(onChange) ?? (() => {}),
    // async, so a missing setup rejects like any other failure of these methods.
    connect: async (connectParameters) => use().connect(connectParameters),
    reconnect: async (connector) => use().reconnect?.(connector) ?? null,
    disconnect: async () => use().disconnect(),
    switchNetwork: async (caipNetwork) => use().switchNetwork(caipNetwork),
    getBalance: async (balanceParameters) => use().getBalance(balanceParameters),
    signMessage: async (signParameters) =>
      use().signMessage?.(signParameters) ?? unsupported('signMessage'),
    sendTransaction: async (sendParameters) =>
      use().sendTransaction?.(sendParameters) ?? unsupported('sendTransaction'),
    getProvider: (connectorId) => use().getProvider?.(connectorId),
  }
}
