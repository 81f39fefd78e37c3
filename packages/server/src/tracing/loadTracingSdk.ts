import { context, type Tracer } from '@opentelemetry/api'
import { getServerVersion } from '../getServerVersion.js'
import type { TracingOptions } from './readTracingOptions.js'

/** A started tracer provider: its tracer, and the call that flushes and stops it. */
export type LoadTracingSdkReturnType = {
  tracer: Tracer
  shutdown(): Promise<void>
}

/**
 * Loads the OpenTelemetry SDK (only ever from here, and only when traces are on): a tracer
 * provider batching spans to the OTLP/HTTP exporter, and AsyncLocalStorage as the context manager
 * so that a request's span is the parent of what runs for it.
 */
export async function loadTracingSdk(options: TracingOptions): Promise<LoadTracingSdkReturnType> {
  const [
    { TracerProvider, BatchSpanProcessor },
    { AsyncLocalStorageContextManager },
    exporter,
    resources,
  ] = await Promise.all([
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/context-async-hooks'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
  ])
  const { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } = await import(
    '@opentelemetry/semantic-conventions'
  )
  // OTEL_RESOURCE_ATTRIBUTES and OTEL_SERVICE_NAME win over the server's own defaults.
  const resource = resources
    .defaultResource()
    .merge(
      resources.resourceFromAttributes({
        [ATTR_SERVICE_NAME]: options.serviceName,
        [ATTR_SERVICE_VERSION]: getServerVersion(),
      }),
    )
    .merge(resources.detectResources({ detectors: [resources.envDetector] }))
  const provider = new TracerProvider({
    resource,
    spanProcessors: [new BatchSpanProcessor({ exporter: new exporter.OTLPTraceExporter() })],
  })
  // One context manager per process: a second server (or a host application's SDK) keeps the
  // one already registered, which serves every tracer alike.
  const manager = new AsyncLocalStorageContextManager()
  if (!context.setGlobalContextManager(manager.enable())) manager.disable()
  return {
    tracer: provider.getTracer('@latchkey/server', getServerVersion()),
    shutdown: () => provider.shutdown(),
  }
}
