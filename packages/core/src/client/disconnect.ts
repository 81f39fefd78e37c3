import type { ChainNamespace } from '../caip/namespaces.js'
import { BaseError } from '../errors/base.js'
import { AdapterNotFoundError } from '../errors/client.js'
import type { ClientContext } from './ClientContext.js'
import { resetNamespace } from './connectionState.js'

/** The message of a failed disconnect (spec section 8). */
export const disconnectErrorMessage = 'Failed to disconnect'

/** What `disconnect` accepts. */
export type DisconnectParameters = {
  /** Default the active namespace. */
  namespace?: ChainNamespace | undefined
}

/**
 * Disconnects the wallet of a namespace: the adapter ends the session, then account and
 * network reset, the stored connector id goes, and DISCONNECT_SUCCESS is tracked. When the
 * last connection goes the modal returns to Connect. On failure the state stays, a toast says
 * 'Failed to disconnect', and the returned promise rejects with that message.
 */
export async function disconnect(
  context: ClientContext,
  parameters: DisconnectParameters = {},
): Promise<void> {
  const { chains, toast } = context.stores
  const namespace = parameters.namespace ?? chains.getState().activeNamespace
  const adapter = context.adapters.get(namespace)
  if (!adapter) throw new AdapterNotFoundError({ details: `No adapter for ${namespace}` })
  if (chains.getState().chains[namespace]?.account.status === 'disconnected') return

  try {
    await adapter.disconnect()
  } catch (error) {
    toast.show({ message: disconnectErrorMessage, variant: 'error' })
    const message = error instanceof Error ? error.message : String(error)
    context.track('DISCONNECT_ERROR', { namespace, message })
    throw new BaseError(disconnectErrorMessage, { cause: error, name: 'DisconnectError' })
  }
  resetNamespace(context, namespace)
  context.track('DISCONNECT_SUCCESS', { namespace })
}
