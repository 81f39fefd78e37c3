import { getEmbeddedWallet } from './createEmbeddedWallet.js'
import { signOutEmbedded } from './signOutEmbedded.js'

// The frame, its messenger and the protocol's schemas: one chunk the embedded source loads on
// first use (a stored connection, the email field's focus), never with the page. The login's
// actions are imported by their views.

/** What the embedded source loads on first use. */
export const embeddedWalletChunk = {
  getEmbeddedWallet,
  signOutEmbedded,
}

/** The chunk's shape. */
export type EmbeddedWalletChunk = typeof embeddedWalletChunk
