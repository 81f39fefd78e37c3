import type { Tracer } from '@opentelemetry/api'

/** The server's traces (OpenTelemetry over OTLP/HTTP), present only when an OTLP endpoint is configured. */
export type Tracing = {
  /** The tracer spans start from; a no-op one until `start()` resolved. */
  readonly tracer: Tracer
  /** Loads the SDK and starts exporting (the server's `onReady`). */
  start(): Promise<void>
  /** Exports what is left and stops, within a few seconds even when the collector is away. */
  shutdown(): Promise<void>
}
