/** What the environment asks of the server's traces. */
export type TracingOptions = {
  /** The resource's `service.name`: OTEL_SERVICE_NAME, else `latchkey-server`. */
  serviceName: string
}

/**
 * Whether traces are on: when OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT is
 * set (and OTEL_SDK_DISABLED is not `true`), as every OpenTelemetry SDK reads them. The exporter
 * reads the rest of the OTEL_EXPORTER_OTLP_* variables (headers, time-out, compression) itself.
 */
export function readTracingOptions(
  env: Readonly<Record<string, string | undefined>>,
): TracingOptions | undefined {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return undefined
  const endpoint =
    env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim()
  if (!endpoint) return undefined
  return { serviceName: env.OTEL_SERVICE_NAME?.trim() || 'latchkey-server' }
}
