import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { initialEmbeddedState } from './EmbeddedState.js'
import { embeddedStorageKeys } from './embeddedStorageKeys.js'
import { loadEmbeddedWallet } from './loadEmbeddedWallet.js'
import { runEmailUpdateStep, setEmailUpdate } from './runEmailUpdateStep.js'

/** What `verifyEmailUpdate` accepts. */
export type VerifyEmailUpdateParameters = { otp: string }

/**
 * The code of the email change's current step; after the new email's, the email changes and a
 * toast says 'Email updated' ('Email added' for an account that had none, a social login's).
 */
export async function verifyEmailUpdate(
  client: LatchkeyClient,
  { otp }: VerifyEmailUpdateParameters,
): Promise<void> {
  const { state, channel, storage } = await loadEmbeddedWallet(client)
  const { step } = state.getState().update
  if (step === 'VERIFY_PRIMARY_OTP') {
    await runEmailUpdateStep(state, () =>
      channel.request({ type: '@app/UPDATE_EMAIL_PRIMARY_OTP', payload: { otp } }),
    )
    setEmailUpdate(state, { step: 'VERIFY_SECONDARY_OTP' })
    return
  }
  if (step !== 'VERIFY_SECONDARY_OTP') return
  const answer = (await runEmailUpdateStep(state, () =>
    channel.request({ type: '@app/UPDATE_EMAIL_SECONDARY_OTP', payload: { otp } }),
  )) as { email: string }
  // A social login's account had no email: this one is its first.
  const added = !state.getState().userEmail
  storage.removeItem(embeddedStorageKeys.loginTime)
  storage.setItem(embeddedStorageKeys.email, answer.email)
  state.setState({ userEmail: answer.email, update: initialEmbeddedState.update })
  const { router, toast } = client.stores
  if (router.getState().view === 'UpdateEmailWallet') router.goBack()
  toast.show({ message: added ? 'Email added' : 'Email updated', variant: 'success' })
}
