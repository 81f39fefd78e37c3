import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { embeddedStorageKeys } from './embeddedStorageKeys.js'
import { loadEmbeddedWallet } from './loadEmbeddedWallet.js'
import { runEmailUpdateStep, setEmailUpdate } from './runEmailUpdateStep.js'

/** What `updateEmail` accepts. */
export type UpdateEmailParameters = { email: string }

/**
 * Starts changing the user's email to `email`: a code goes to the current one
 * (VERIFY_PRIMARY_OTP); an account without one (a social login's) adds it with a code to `email`
 * alone (VERIFY_SECONDARY_OTP).
 */
export async function updateEmail(
  client: LatchkeyClient,
  { email }: UpdateEmailParameters,
): Promise<void> {
  const { state, channel, storage } = await loadEmbeddedWallet(client)
  storage.setItem(embeddedStorageKeys.loginTime, Date.now())
  const answer = (await runEmailUpdateStep(state, () =>
    channel.request({ type: '@app/UPDATE_EMAIL', payload: { email } }),
  )) as { action?: string } | undefined
  const step = answer?.action === 'VERIFY_SECONDARY_OTP' ? answer.action : 'VERIFY_PRIMARY_OTP'
  setEmailUpdate(state, { step, email })
}
