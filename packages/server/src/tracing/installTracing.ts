import type { FastifyInstance } from 'fastify'
import { installHttpTracing } from './installHttpTracing.js'
import type { Tracing } from './Tracing.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's traces when an OTLP endpoint is configured (OTEL_EXPORTER_OTLP_ENDPOINT). */
    readonly tracing: Tracing | undefined
  }
}

/**
 * Gives the server its traces (`server.tracing`): the SDK starts with the server and flushes when
 * it closes, and every HTTP request gets its span. Without `tracing` only the decorator is added.
 */
export function installTracing(server: FastifyInstance, tracing: Tracing | undefined): void {
  server.decorate('tracing', { getter: () => tracing })
  if (!tracing) return
  server.addHook('onReady', () => tracing.start())
  server.addHook('onClose', () => tracing.shutdown())
  installHttpTracing(server, tracing)
}
