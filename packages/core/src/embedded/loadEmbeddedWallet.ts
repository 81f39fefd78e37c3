import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { loadOnce } from '../client/loadOnce.js'

/**
 * The chunk of the frame, its messenger and the protocol's schemas: loaded on first use (a stored
 * connection, the email field's focus), never with the page, and never pulled into the chunks
 * of the views whose actions use it.
 */
export const loadEmbeddedWalletChunk = loadOnce(() =>
  import('./embeddedWalletChunk.js').then((module) => module.embeddedWalletChunk),
)

/**
 * This client's embedded wallet (its frame, channel, state and storage), loading its chunk once
 * the client's embedded source (a chunk the client loads at start) is there.
 */
export async function loadEmbeddedWallet(client: LatchkeyClient) {
  const [chunk] = await Promise.all([loadEmbeddedWalletChunk(), client.sourcesReady])
  return chunk.getEmbeddedWallet(client)
}
