import { getDeviceId } from './deviceShareStore.js'
import type { ServerApi } from './serverApi.js'

/** How long one CONNECT_SOCIAL waits for the emailed approval link (under the dapp's 30 s time-out). */
const deviceWaitMs = 20_000
const devicePollMs = 1_000

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Completes a social login with the callback's address. On a new device of an account the server
 * mails an approval link (or, without an email, waits for a signed-in device's approval): the
 * first ask answers VERIFY_DEVICE at once (the dapp says so); a later one (`wait`) waits up to
 * 20 s, asking every second, for the approval and completes then, or answers VERIFY_DEVICE again.
 */
export async function completeSocialLogin(
  api: Pick<ServerApi, 'completeSocialLogin' | 'deviceStatus'>,
  uri: string,
  wait: boolean,
): Promise<Awaited<ReturnType<ServerApi['completeSocialLogin']>>> {
  const answer = await api.completeSocialLogin(uri, getDeviceId())
  if (answer.action !== 'VERIFY_DEVICE' || !wait) return answer
  const { email } = answer
  const deadline = Date.now() + deviceWaitMs
  while (Date.now() < deadline) {
    await pause(devicePollMs)
    // Without an email, a signed-in device approves: the completion itself says when.
    if (!email) {
      const again = await api.completeSocialLogin(uri, getDeviceId())
      if (again.action !== 'VERIFY_DEVICE') return again
    } else if ((await api.deviceStatus(email, getDeviceId())).approved)
      return api.completeSocialLogin(uri, getDeviceId())
  }
  return answer
}
