import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify'
import * as v from 'valibot'
import { readRequest } from '../http/readRequest.js'
import { answerDeviceRequest, listDeviceRequests } from './embeddedDevices.js'
import type { EmbeddedSession } from './embeddedHandlers.js'

/** What the device-request routes need. */
export type DeviceRequestContext = {
  server: FastifyInstance
  /** Refuses every origin but the wallet frame's. */
  onRequest: onRequestAsyncHookHandler
  readSession(request: FastifyRequest): Promise<EmbeddedSession>
  now(): Date
  rateLimit: { max: number; timeWindow: number; groupId: string }
}

const answerSchema = v.object({
  // A device's stored hash: 64 hex digits.
  id: v.pipe(
    v.string('must be a string'),
    v.regex(/^[0-9a-f]{64}$/, 'must be a device request id'),
  ),
})

/**
 * A new device approved from a device signed in to the account (the only way for an account
 * without email): GET /v1/embedded/devices/requests (the devices waiting, polled by the signed-in
 * frame), POST /v1/embedded/devices/requests/approve and /decline (`{ id }`).
 */
export function installDeviceRequestRoutes(context: DeviceRequestContext): void {
  const { server, onRequest } = context
  // Polled every few seconds by each signed-in frame.
  const pollLimit = {
    ...context.rateLimit,
    max: context.rateLimit.max * 10,
    groupId: 'embedded-device-requests',
  }
  server.get(
    '/v1/embedded/devices/requests',
    { onRequest, config: { rateLimit: pollLimit } },
    async (request) => {
      const session = await context.readSession(request)
      const requests = await listDeviceRequests(server.database, {
        userId: session.user_id,
        exceptDeviceHash: session.device_hash,
        now: context.now(),
      })
      return {
        requests: requests.map((entry) => ({
          ...entry,
          requestedAt: entry.requestedAt.toISOString(),
        })),
      }
    },
  )
  const answer = (approve: boolean) => async (request: FastifyRequest) => {
    const session = await context.readSession(request)
    const { id } = readRequest(request, { body: answerSchema }).body
    await answerDeviceRequest(server.database, {
      userId: session.user_id,
      id,
      approve,
      now: context.now(),
    })
    return { approved: approve }
  }
  const routeOptions = {
    onRequest,
    config: { rateLimit: { ...context.rateLimit, groupId: 'embedded-device-answer' } },
  }
  server.post('/v1/embedded/devices/requests/approve', routeOptions, answer(true))
  server.post('/v1/embedded/devices/requests/decline', routeOptions, answer(false))
}
