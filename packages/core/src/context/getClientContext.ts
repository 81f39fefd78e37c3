import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { ClientNotFoundError } from '../errors/client.js'
import type { ClientContext } from './ClientContext.js'

// What each client's actions share, out of the public object's sight.
const contexts = new WeakMap<LatchkeyClient, ClientContext>()

/** Ties a client to its context (createLatchkey does, once). */
export function setClientContext(client: LatchkeyClient, context: ClientContext): void {
  contexts.set(client, context)
}

/** The context of a client made by `createLatchkey`; throws for any other object. */
export function getClientContext(client: LatchkeyClient): ClientContext {
  const context = contexts.get(client)
  if (!context) throw new ClientNotFoundError()
  return context
}
