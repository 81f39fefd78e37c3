import { toRpcError } from '../errors/loadRpcErrors.js'
import { RpcError } from '../errors/RpcError.js'
import { HttpRequestError, InvalidResponseError, TimeoutError } from '../errors/request.js'
import { fetchWithTimeout } from './fetchWithTimeout.js'
import { parseRetryAfter } from './parseRetryAfter.js'

/** HTTP statuses worth a retry (spec section 7): refusals and overloads that pass with time. */
export const retryableHttpStatuses: readonly number[] = [403, 408, 413, 429, 500, 502, 503, 504]

/**
 * JSON-RPC codes worth a retry. The spec names "certain RPC codes" without the list; these
 * two are the ones a node or provider uses for a passing condition: -32005 limit exceeded
 * (rate limits) and -32603 internal error (an overloaded or restarting backend). Every other
 * code (-32601 method not found, -32000 invalid input, 4001 user rejected, ...) would fail
 * the same way again.
 */
export const retryableRpcCodes: readonly number[] = [-32005, -32603]

// A server asking to wait longer than this is treated as down: the error shows at once rather
// than a spinner for minutes, and we still never retry sooner than it asked.
const maxRetryAfter = 30_000

/** Options of a JSON-RPC transport bound to one endpoint. */
export type CreateJsonRpcTransportParameters = {
  url: string
  /** Retries after the first attempt; 3 means up to 4 requests. */
  retryCount?: number
  /** Milliseconds before the first retry, doubled for each next one (150, 300, 600). */
  retryDelay?: number
  /** Milliseconds per attempt before it fails with TimeoutError; 0 means none. */
  timeout?: number
  fetch?: typeof globalThis.fetch
  /** Extra headers for every request (an API key, for instance). */
  headers?: Record<string, string> | undefined
}

/** One JSON-RPC call. */
type JsonRpcRequestParameters = {
  method: string
  params?: readonly unknown[] | Record<string, unknown> | undefined
}

/** Sends JSON-RPC calls to one endpoint. */
export type JsonRpcTransport = {
  /** Answers the call's `result`, or throws the RpcError of its `error`, after any retries. */
  request<result = unknown>(parameters: JsonRpcRequestParameters): Promise<result>
}

/**
 * Makes a JSON-RPC transport over HTTP POST that retries transient failures: the statuses
 * and RPC codes above, a time-out (our side's 408) and a connection that failed before any
 * answer. Each retry waits `retryDelay * 2^n`, or what a Retry-After header asks for.
 * Retrying is safe for reads and for eth_sendRawTransaction (a signed transaction resent is
 * the same transaction); it is not for eth_sendTransaction on a node that holds the key.
 */
export function createJsonRpcTransport({
  url,
  retryCount = 3,
  retryDelay = 150,
  timeout = 10_000,
  fetch = globalThis.fetch,
  headers,
}: CreateJsonRpcTransportParameters): JsonRpcTransport {
  let lastId = 0

  async function attempt(id: number, method: string, body: string): Promise<unknown> {
    return fetchWithTimeout({
      fetch,
      url,
      timeout,
      init: { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body },
      async read(response) {
        const answer = parseJson(await response.text())
        if (!response.ok)
          throw new HttpRequestError({
            status: response.status,
            url,
            body: answer,
            headers: response.headers,
          })
        const message = answer as { id?: unknown; result?: unknown; error?: unknown } | undefined
        if (
          typeof message !== 'object' ||
          message === null ||
          String(message.id) !== String(id) ||
          (!('result' in message) && message.error === undefined)
        )
          throw new InvalidResponseError({
            url,
            body: answer,
            details: `not a JSON-RPC response to request ${id}`,
          })
        if (message.error !== undefined) throw await toRpcError(message.error, { method })
        return message.result
      },
    })
  }

  return {
    async request({ method, params }) {
      // An id per call; its retries resend the same body, so they keep the id.
      const id = ++lastId
      // No bigint replacer: the encoding of numbers is the chain's (hex quantities on EVM), so
      // the adapter encodes them; a bigint left in fails here, before any request is sent.
      const body = JSON.stringify({ jsonrpc: '2.0', id, method, params })
      for (let retry = 0; ; retry++) {
        try {
          return (await attempt(id, method, body)) as never
        } catch (error) {
          if (retry >= retryCount || !shouldRetry(error)) throw error
          const retryAfter =
            error instanceof HttpRequestError
              ? parseRetryAfter(error.headers.get('retry-after'))
              : undefined
          if (retryAfter !== undefined && retryAfter > maxRetryAfter) throw error
          await sleep(retryAfter ?? retryDelay * 2 ** retry)
        }
      }
    },
  }
}

function shouldRetry(error: unknown): boolean {
  if (error instanceof HttpRequestError) return retryableHttpStatuses.includes(error.status)
  if (error instanceof RpcError) return retryableRpcCodes.includes(error.code)
  if (error instanceof TimeoutError) return true
  // fetch rejects with a TypeError when no answer came at all (refused, reset, DNS).
  return error instanceof TypeError
}

function sleep(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds))
}

// Read whatever the content type says: some RPC servers label JSON as text/plain.
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
