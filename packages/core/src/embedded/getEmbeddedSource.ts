import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import type { EmbeddedSource } from './createEmbeddedSource.js'

/** The client's embedded wallet source; undefined when the dapp set no `embeddedWalletUrl` or turned email off. */
export function getEmbeddedSource(client: LatchkeyClient): EmbeddedSource | undefined {
  return client.sources.get('embedded') as EmbeddedSource | undefined
}
