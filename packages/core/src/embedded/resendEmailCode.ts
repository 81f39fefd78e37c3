import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { loadEmbeddedWallet } from './loadEmbeddedWallet.js'
import { sendEmailCode } from './sendEmailCode.js'

/** Sends the last code again, to the same email (nothing when no code was sent). */
export async function resendEmailCode(client: LatchkeyClient): Promise<void> {
  const { email } = (await loadEmbeddedWallet(client)).state.getState()
  if (email) await sendEmailCode(client, { email })
}
