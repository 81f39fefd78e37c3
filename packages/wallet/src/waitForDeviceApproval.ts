import { getDeviceId } from './deviceShareStore.js'
import { type ServerApi, ServerError } from './serverApi.js'

/** How long one CONNECT_DEVICE waits for the emailed link (under the dapp's 30 s time-out). */
const deviceWaitMs = 20_000
const devicePollMs = 1_000

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Waits (up to 20 s, asking every second) for this device to be approved from the link emailed
 * to `email`, then asks for the code: VERIFY_OTP once it is sent, VERIFY_DEVICE while the link
 * is not opened yet.
 */
export async function waitForDeviceApproval(
  api: Pick<ServerApi, 'deviceStatus' | 'startEmailLogin'>,
  email: string,
): Promise<{ action: 'VERIFY_OTP' | 'VERIFY_DEVICE' }> {
  const deadline = Date.now() + deviceWaitMs
  while (Date.now() < deadline) {
    const { approved } = await api.deviceStatus(email, getDeviceId())
    if (approved) {
      try {
        return await api.startEmailLogin(email, getDeviceId())
      } catch (error) {
        // The login code's 30 s cool-down (a code went out from another device): wait.
        if (!(error instanceof ServerError && error.status === 429)) throw error
      }
    }
    await pause(devicePollMs)
  }
  return { action: 'VERIFY_DEVICE' }
}
