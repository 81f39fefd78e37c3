import {
  type Context,
  context,
  type Span,
  type SpanOptions,
  SpanStatusCode,
  type Tracer,
  trace,
} from '@opentelemetry/api'
import { setActiveTracer } from './getActiveTracer.js'

/** Parameters of `runInSpan`: the span's name and options, and its parent when not the active context. */
export type RunInSpanParameters = SpanOptions & {
  name: string
  parent?: Context | undefined
}

/**
 * Runs `run` in a new span of `tracer` (a child of the active one unless `parent` says otherwise):
 * what `run` starts is that span's child, a throw marks it failed, and it ends when `run` settles.
 */
export function runInSpan<result>(
  tracer: Tracer,
  parameters: RunInSpanParameters,
  run: (span: Span) => Promise<result>,
): Promise<result> {
  const { name, parent = context.active(), ...options } = parameters
  const span = tracer.startSpan(name, options, parent)
  return context.with(setActiveTracer(trace.setSpan(parent, span), tracer), async () => {
    try {
      return await run(span)
    } catch (error) {
      span.recordException(error instanceof Error ? error : String(error))
      span.setStatus({
        code: SpanStatusCode.ERROR,
        message: error instanceof Error ? error.message : undefined,
      })
      throw error
    } finally {
      span.end()
    }
  })
}
