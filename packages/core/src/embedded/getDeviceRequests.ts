import * as v from 'valibot'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { loadEmbeddedWallet } from './loadEmbeddedWallet.js'

const requestsSchema = v.object({
  requests: v.pipe(
    v.array(
      v.object({
        id: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
        requestedAt: v.pipe(v.string(), v.isoTimestamp()),
      }),
    ),
    v.maxLength(20),
  ),
})

/** A new device of the signed-in embedded account waiting for this device's approval. */
export type DeviceRequest = v.InferOutput<typeof requestsSchema>['requests'][number]

/**
 * The new devices of the signed-in embedded account waiting for an approval (a login that gave
 * no email is approved only from a signed-in device), read by the frame.
 */
export async function getDeviceRequests(client: LatchkeyClient): Promise<DeviceRequest[]> {
  const { channel } = await loadEmbeddedWallet(client)
  const answer = await channel.request({ type: '@app/GET_DEVICE_REQUESTS' }, { timeout: true })
  return v.parse(requestsSchema, answer).requests
}
