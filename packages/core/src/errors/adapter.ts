import { BaseError } from './base.js'

/** Thrown by `createAdapter` for a namespace Latchkey does not know. */
export class UnsupportedAdapterNamespaceError extends BaseError {
  override name = 'UnsupportedAdapterNamespaceError'
  constructor({ namespace }: { namespace: unknown }) {
    super(`Unsupported adapter namespace: ${String(namespace)}`)
  }
}

/** Thrown by an adapter's methods until `createLatchkey` has set the adapter up. */
export class AdapterNotSetUpError extends BaseError {
  override name = 'AdapterNotSetUpError'
  constructor({ namespace }: { namespace: string }) {
    super('Adapter not set up', {
      metaMessages: [`The ${namespace} adapter is used before createLatchkey set it up.`],
    })
  }
}

/** Thrown by an optional adapter method (signing, sending) the adapter does not implement. */
export class AdapterMethodNotSupportedError extends BaseError {
  override name = 'AdapterMethodNotSupportedError'
  constructor({ method, namespace }: { method: string; namespace: string }) {
    super(`${method} is not supported by the ${namespace} adapter`)
  }
}

/** Thrown in basic mode (no adapter passed) by a method only eip155 has there. */
export class BasicModeMethodNotSupportedError extends BaseError {
  override name = 'BasicModeMethodNotSupportedError'
  constructor({ method, namespace }: { method: string; namespace: string }) {
    super(`${method} is not supported in basic mode on ${namespace}`)
  }
}

/** Thrown by an adapter's reads on a network that lists no HTTP RPC URL. */
export class RpcUrlNotFoundError extends BaseError {
  override name = 'RpcUrlNotFoundError'
  constructor({ caipNetworkId }: { caipNetworkId: string }) {
    super('Network has no RPC URL', {
      metaMessages: [`${caipNetworkId} lists no rpcUrls.default.http.`],
    })
  }
}
