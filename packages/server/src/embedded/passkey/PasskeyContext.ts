import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify'
import type { EmbeddedSession } from '../embeddedHandlers.js'

/** What the passkey routes share with the rest of the embedded routes. */
export type PasskeyContext = {
  server: FastifyInstance
  /** Refuses every origin but the wallet frame's. */
  onRequest: onRequestAsyncHookHandler
  readSession(request: FastifyRequest): Promise<EmbeddedSession>
  now(): Date
  /** The frame's origin: the passkeys' relying party (its host is the RP ID). */
  walletOrigin: string
  rateLimit: { max: number; timeWindow: number }
}
