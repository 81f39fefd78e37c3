import type { onResponseAsyncHookHandler } from 'fastify'
import { stripRelayAuth } from '../relay/stripRelayAuth.js'

// pino's level numbers; a level this table lacks logs everything.
const levelRanks: Record<string, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Number.POSITIVE_INFINITY,
}

/**
 * The one log line per answered request: at info level when it failed (4xx, 5xx at error) or took
 * `slowRequestMs` or more, else at debug. Refusals of the rate limiter (429) stay at debug: a
 * flood would otherwise be copied into the log line for line.
 */
export function logResponse(slowRequestMs: number): onResponseAsyncHookHandler {
  return async (request, reply) => {
    const status = reply.statusCode
    const responseTime = Math.round(reply.elapsedTime)
    const level =
      status >= 500
        ? 'error'
        : (status >= 400 && status !== 429) || responseTime >= slowRequestMs
          ? 'info'
          : 'debug'
    // Most answers are at debug, below the level a server runs at: nothing is built for them.
    if ((levelRanks[level] ?? 0) < (levelRanks[request.log.level] ?? 0)) return
    request.log[level](
      {
        // A relay token sent to the wrong door must not reach the log.
        req: {
          method: request.method,
          url: stripRelayAuth(request.url),
          remoteAddress: request.ip,
        },
        res: { statusCode: status },
        responseTime,
      },
      'request completed',
    )
  }
}
