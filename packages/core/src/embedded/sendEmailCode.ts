import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { emailLoginCooldownMs, emailThrottleMessage } from './embeddedApi.js'
import { embeddedStorageKeys } from './embeddedStorageKeys.js'
import { failEmbeddedStep } from './failEmbeddedStep.js'
import { loadEmbeddedWallet } from './loadEmbeddedWallet.js'

/** What `sendEmailCode` accepts. */
export type SendEmailCodeParameters = { email: string }

/**
 * Asks the frame to send a one-time code to `email` (refused within 30 s of the last one).
 * Resolves to 'device' when a new device of an account with a wallet gets an approval link first.
 */
export async function sendEmailCode(
  client: LatchkeyClient,
  { email }: SendEmailCodeParameters,
): Promise<'device' | 'otp'> {
  const { state, channel, storage } = await loadEmbeddedWallet(client)
  const { lastSentAt } = state.getState()
  const waited = lastSentAt === undefined ? Number.POSITIVE_INFINITY : Date.now() - lastSentAt
  if (waited < emailLoginCooldownMs) {
    const error = emailThrottleMessage(emailLoginCooldownMs - waited)
    state.setState({ step: 'idle', error })
    throw new Error(error)
  }
  storage.setItem(embeddedStorageKeys.loginTime, Date.now())
  state.setState({ step: 'sending', email, error: undefined, alert: undefined })
  let answer: { action?: string } | undefined
  try {
    answer = (await channel.request(
      { type: '@app/CONNECT_EMAIL', payload: { email } },
      { timeout: true },
    )) as { action?: string } | undefined
  } catch (error) {
    failEmbeddedStep(state, 'idle', error)
    throw error
  }
  // A new device of an account with a wallet gets an approval link first (VERIFY_DEVICE).
  const step = answer?.action === 'VERIFY_DEVICE' ? 'device' : 'otp'
  state.setState({ step, lastSentAt: Date.now() })
  return step
}
