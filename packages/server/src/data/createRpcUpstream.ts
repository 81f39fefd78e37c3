import { toRpcError } from '@latchkey/core/errors'
import { Pool } from 'undici'

/** What the node answered to one call: its `result`, or its JSON-RPC `error` as it sent it. */
export type RpcUpstreamAnswer =
  | { result: unknown }
  | { error: { code: number; message: string; data?: unknown } }

/** The node gave no JSON-RPC answer: an HTTP error status, a time-out, or no connection at all. */
export class RpcUpstreamFailure extends Error {
  override name = 'RpcUpstreamFailure'
  constructor(
    /** Why, as the proxy's -32603 message says it: `HTTP status code: 503`, `timed out`, `unreachable`. */
    readonly reason: string,
    readonly details: {
      /** The HTTP status of an error answer. */
      status?: number | undefined
      /** Its Retry-After header. */
      retryAfter?: string | undefined
      /** A time-out (the node may still be executing the call). */
      timedOut?: boolean | undefined
      /** The request never got an answer (refused, reset): worth another try. */
      unanswered?: boolean | undefined
    } = {},
  ) {
    super(`The chain's node did not answer (${reason})`)
  }
}

/** Parameters of `createRpcUpstream`. */
export type CreateRpcUpstreamParameters = {
  /** The node's JSON-RPC URL. */
  url: string
  /** Milliseconds for the answer's headers, and again between chunks of its body; 10 s by default. */
  timeoutMs?: number | undefined
  /** Keep-alive connections to the node at most; 32 by default. */
  connections?: number | undefined
  /** Told each call's seconds and whether it failed (unreachable, timed out, not JSON-RPC). */
  observe?: ((seconds: number, failed: boolean) => void) | undefined
}

/** One chain node behind the proxy. */
export type RpcUpstream = {
  /** Sends one call; answers the node's result or error, throws `RpcUpstreamFailure` without one. */
  call(method: string, params: unknown): Promise<RpcUpstreamAnswer>
  /** Closes the connections. */
  close(): Promise<void>
}

/**
 * The proxy's client of one node: undici's request API on a pool of keep-alive connections. The
 * global fetch costs about twice the CPU per call (WHATWG streams, Request and Response objects),
 * and every proxied call pays it.
 */
export function createRpcUpstream(parameters: CreateRpcUpstreamParameters): RpcUpstream {
  const { url, timeoutMs = 10_000, connections = 32 } = parameters
  const target = new URL(url)
  const path = `${target.pathname}${target.search}`
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (target.username || target.password)
    headers.authorization = `Basic ${Buffer.from(
      `${decodeURIComponent(target.username)}:${decodeURIComponent(target.password)}`,
    ).toString('base64')}`
  const pool = new Pool(target.origin, {
    connections,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  })
  let lastId = 0

  const call: RpcUpstream['call'] = async (method, params) => {
    const id = ++lastId
    const body = JSON.stringify({ jsonrpc: '2.0', id, method, params })
    let status: number
    let text: string
    let retryAfter: string | string[] | undefined
    try {
      const response = await pool.request({ path, method: 'POST', headers, body })
      status = response.statusCode
      retryAfter = response.headers['retry-after']
      text = await response.body.text()
    } catch (error) {
      const code = (error as { code?: unknown }).code
      if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT')
        throw new RpcUpstreamFailure('timed out', { timedOut: true })
      throw new RpcUpstreamFailure('unreachable', { unanswered: true })
    }
    if (status < 200 || status > 299)
      throw new RpcUpstreamFailure(`HTTP status code: ${status}`, {
        status,
        retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter,
      })
    const answer = parseJson(text) as { id?: unknown; result?: unknown; error?: unknown } | null
    if (
      typeof answer !== 'object' ||
      answer === null ||
      String(answer.id) !== String(id) ||
      (!('result' in answer) && answer.error === undefined)
    )
      throw new RpcUpstreamFailure('unreachable')
    if (answer.error === undefined) return { result: answer.result }
    const error = answer.error as { code?: unknown; message?: unknown; data?: unknown }
    if (typeof error.code === 'number' && typeof error.message === 'string')
      return {
        error: {
          code: error.code,
          message: error.message,
          ...(error.data === undefined ? {} : { data: error.data }),
        },
      }
    // An error object of another shape: its code and message as core's RpcError reads them.
    const read = await toRpcError(answer.error, { method })
    return {
      error: {
        code: read.code,
        message: typeof error.message === 'string' ? error.message : read.shortMessage,
        ...(error.data === undefined ? {} : { data: error.data }),
      },
    }
  }

  const { observe } = parameters
  return {
    call: observe
      ? async (method, params) => {
          const started = performance.now()
          let failed = true
          try {
            const answer = await call(method, params)
            failed = false
            return answer
          } finally {
            observe((performance.now() - started) / 1000, failed)
          }
        }
      : call,
    close: () => pool.close(),
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
