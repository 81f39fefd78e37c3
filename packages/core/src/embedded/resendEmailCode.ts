import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { getEmbeddedWallet } from './createEmbeddedWallet.js'
import { sendEmailCode } from './sendEmailCode.js'

/** Sends the last code again, to the same email (nothing when no code was sent). */
export async function resendEmailCode(client: LatchkeyClient): Promise<void> {
  const { email } = getEmbeddedWallet(client).state.getState()
  if (email) await sendEmailCode(client, { email })
}
