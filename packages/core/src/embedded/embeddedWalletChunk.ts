import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { getEmbeddedWallet } from './createEmbeddedWallet.js'
import { signOutEmbedded } from './signOutEmbedded.js'

// The frame, its messenger and the protocol's schemas: one chunk the embedded source loads on
// first use (a stored connection, the email field's focus), never with the page. The login's
// actions are imported by their views.

/** What the embedded source loads on first use. */
export const embeddedWalletChunk = {
  getEmbeddedWallet,
  signOutEmbedded,
  /** A redirect social login's return: its own chunk, loaded from here so the page's first load holds no import of it. */
  completeSocialRedirect: (client: LatchkeyClient) =>
    import('./completeSocialRedirect.js').then((module) => module.completeSocialRedirect(client)),
}

/** The chunk's shape. */
export type EmbeddedWalletChunk = typeof embeddedWalletChunk
