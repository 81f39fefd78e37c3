import { type Context, context, createContextKey, type Tracer } from '@opentelemetry/api'

// The tracer rides in the context beside the span: code far from the server (the chain clients,
// shared by every server of the process) traces exactly when it runs for a traced operation.
const tracerKey = createContextKey('@latchkey/server tracer')

/** The tracer of the traced operation running now (a request, a relay method), if any. */
export function getActiveTracer(): Tracer | undefined {
  return context.active().getValue(tracerKey) as Tracer | undefined
}

/** `parent` with `tracer` as the one `getActiveTracer` answers under it. */
export function setActiveTracer(parent: Context, tracer: Tracer): Context {
  return parent.setValue(tracerKey, tracer)
}
