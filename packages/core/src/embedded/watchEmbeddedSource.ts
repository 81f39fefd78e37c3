import type { LatchkeyClient, Unwatch } from '../client/LatchkeyClient.js'
import type { EmbeddedSource } from './createEmbeddedSource.js'
import { getEmbeddedSource } from './getEmbeddedSource.js'

/** What `watchEmbeddedSource` accepts. */
export type WatchEmbeddedSourceParameters = {
  onChange(source: EmbeddedSource | undefined, previous: EmbeddedSource | undefined): void
}

/**
 * Calls `onChange` when the client's embedded source arrives: it is a chunk the client loads at
 * start, and lists its email connector as it is set up.
 */
export function watchEmbeddedSource(
  client: LatchkeyClient,
  parameters: WatchEmbeddedSourceParameters,
): Unwatch {
  return client.stores.connectors.subscribe(() => getEmbeddedSource(client), parameters.onChange)
}
