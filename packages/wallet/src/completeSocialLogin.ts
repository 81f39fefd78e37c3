import { getDeviceId } from './deviceShareStore.js'
import type { ServerApi } from './serverApi.js'

/** How long one CONNECT_SOCIAL waits for the emailed approval link (under the dapp's 30 s time-out). */
const deviceWaitMs = 20_000
const devicePollMs = 1_000

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Completes a social login with the callback's address. On a new device of an account the server
 * mails an approval link: the first ask answers VERIFY_DEVICE at once (the dapp says so); a
 * later one (`wait`) waits up to 20 s, asking every second, for the link to be opened and
 * completes then, or answers VERIFY_DEVICE again.
 */
export async function completeSocialLogin(
  api: Pick<ServerApi, 'completeSocialLogin' | 'deviceStatus'>,
  uri: string,
  wait: boolean,
): Promise<Awaited<ReturnType<ServerApi['completeSocialLogin']>>> {
  const answer = await api.completeSocialLogin(uri, getDeviceId())
  if (answer.action !== 'VERIFY_DEVICE' || !wait) return answer
  const deadline = Date.now() + deviceWaitMs
  while (Date.now() < deadline) {
    await pause(devicePollMs)
    if ((await api.deviceStatus(answer.email, getDeviceId())).approved)
      return api.completeSocialLogin(uri, getDeviceId())
  }
  return answer
}
