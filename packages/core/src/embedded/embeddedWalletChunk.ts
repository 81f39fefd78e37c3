import { getEmbeddedWallet } from './createEmbeddedWallet.js'
import { resendEmailCode } from './resendEmailCode.js'
import { signOutEmbedded } from './signOutEmbedded.js'
import { startEmailLogin } from './startEmailLogin.js'
import { updateEmail } from './updateEmail.js'
import { verifyEmailCode } from './verifyEmailCode.js'
import { verifyEmailUpdate } from './verifyEmailUpdate.js'
import { waitForDeviceApproval } from './waitForDeviceApproval.js'

// The frame, its messenger, the protocol's schemas and the login's actions: one chunk the
// embedded source loads on first use, never with the page.

/** What the embedded source loads on first use. */
export const embeddedWalletChunk = {
  getEmbeddedWallet,
  startEmailLogin,
  resendEmailCode,
  waitForDeviceApproval,
  verifyEmailCode,
  updateEmail,
  verifyEmailUpdate,
  signOutEmbedded,
}

/** The chunk's shape. */
export type EmbeddedWalletChunk = typeof embeddedWalletChunk
