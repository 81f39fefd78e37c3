import { trace } from '@opentelemetry/api'
import { loadTracingSdk } from './loadTracingSdk.js'
import { readTracingOptions } from './readTracingOptions.js'
import type { Tracing } from './Tracing.js'

// Long enough for a batch to reach a collector that answers; short enough that a server whose
// collector is gone still stops when asked.
const shutdownTimeoutMs = 5_000

/**
 * The server's traces when the environment configures an OTLP endpoint, else `undefined`: then
 * nothing of the SDK is loaded and the server installs no tracing hook at all.
 */
export function createTracing(
  env: Readonly<Record<string, string | undefined>> = process.env,
): Tracing | undefined {
  const options = readTracingOptions(env)
  if (!options) return undefined
  let tracer = trace.getTracer('@latchkey/server')
  let stop: (() => Promise<void>) | undefined
  let starting: Promise<void> | undefined
  return {
    get tracer() {
      return tracer
    },
    start() {
      starting ??= loadTracingSdk(options).then((sdk) => {
        tracer = sdk.tracer
        stop = sdk.shutdown
      })
      return starting
    },
    async shutdown() {
      await starting?.catch(() => undefined)
      if (!stop) return
      const stopping = stop()
      stop = undefined
      let timer: NodeJS.Timeout | undefined
      await Promise.race([
        stopping.catch(() => undefined),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, shutdownTimeoutMs)
          timer.unref()
        }),
      ])
      clearTimeout(timer)
    },
  }
}
