import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { failEmbeddedStep } from './failEmbeddedStep.js'
import { loadEmbeddedWallet } from './loadEmbeddedWallet.js'

/**
 * While EmailVerifyDevice shows: waits for the emailed link to approve this device, then
 * (the code sent) replaces the view with EmailVerifyOtp.
 */
export async function waitForDeviceApproval(client: LatchkeyClient): Promise<void> {
  const { state, channel } = await loadEmbeddedWallet(client)
  const { router } = client.stores
  const waiting = () =>
    state.getState().step === 'device' && router.getState().view === 'EmailVerifyDevice'
  while (waiting()) {
    let answer: { action?: string } | undefined
    try {
      answer = (await channel.request({ type: '@app/CONNECT_DEVICE' }, { timeout: true })) as
        | { action?: string }
        | undefined
    } catch (error) {
      if (waiting()) failEmbeddedStep(state, 'device', error)
      throw error
    }
    if (answer?.action === 'VERIFY_OTP' && waiting()) {
      state.setState({ step: 'otp', error: undefined, lastSentAt: Date.now() })
      router.replace('EmailVerifyOtp')
    }
  }
}
