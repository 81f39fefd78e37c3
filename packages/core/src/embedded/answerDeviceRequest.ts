import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { loadEmbeddedWallet } from './loadEmbeddedWallet.js'

/** What `answerDeviceRequest` accepts: the request's id and whether to approve it. */
export type AnswerDeviceRequestParameters = { id: string; approve: boolean }

/**
 * Approves or declines, from this signed-in device, a new device waiting to sign in to the
 * account; the waiting device then connects, or shows that it was declined.
 */
export async function answerDeviceRequest(
  client: LatchkeyClient,
  { id, approve }: AnswerDeviceRequestParameters,
): Promise<void> {
  if (!/^[0-9a-f]{64}$/.test(id)) throw new Error('This is not a device request id')
  const { channel } = await loadEmbeddedWallet(client)
  await channel.request(
    { type: '@app/ANSWER_DEVICE_REQUEST', payload: { id, approve } },
    { timeout: true },
  )
}
