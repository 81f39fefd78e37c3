import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { HttpRequestError, InvalidResponseError, TimeoutError } from '../errors/request.js'
import {
  InternalRpcError,
  InvalidInputRpcError,
  LimitExceededRpcError,
  MethodNotFoundRpcError,
  type RpcError,
  UnknownRpcError,
  UserRejectedRequestError,
} from '../errors/rpc.js'
import {
  createJsonRpcTransport,
  retryableHttpStatuses,
  retryableRpcCodes,
} from './createJsonRpcTransport.js'

// A real HTTP server on 127.0.0.1 that answers each path from a script: the n-th request to a
// path gets the n-th reply (the last one repeats). It records when each request arrived, so
// retry counts and delays are measured on the server's side of the wire.
type Reply = {
  status?: number
  headers?: Record<string, string> | ((receivedAt: number) => Record<string, string>)
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
  raw?: string
  delay?: number
  /** Drops the connection without answering. */
  drop?: boolean
}
type Received = {
  at: number
  headers: Record<string, string | string[] | undefined>
  body: { id: number; method: string; params?: unknown; jsonrpc: string }
}

const scripts = new Map<string, { replies: Reply[]; received: Received[] }>()
let baseUrl = ''
let nextPath = 0

const server = createServer(async (request, response) => {
  const at = performance.now()
  let raw = ''
  for await (const chunk of request) raw += chunk
  const script = scripts.get(request.url ?? '')
  if (!script) return response.writeHead(500).end()
  const body = JSON.parse(raw) as Received['body']
  script.received.push({ at, headers: request.headers, body })
  const reply = script.replies[Math.min(script.received.length, script.replies.length) - 1] ?? {}
  const answer = () => {
    if (reply.drop) return request.socket.destroy()
    const headers = typeof reply.headers === 'function' ? reply.headers(Date.now()) : reply.headers
    response.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...headers })
    const message =
      reply.error !== undefined
        ? { jsonrpc: '2.0', id: body.id, error: reply.error }
        : { jsonrpc: '2.0', id: body.id, result: reply.result ?? null }
    response.end(reply.raw ?? JSON.stringify(message))
  }
  if (!reply.delay) return answer()
  const timer = setTimeout(answer, reply.delay)
  response.on('close', () => clearTimeout(timer))
})

/** Registers a script on a fresh path; returns its URL and the requests it received. */
function script(...replies: Reply[]) {
  const path = `/rpc/${++nextPath}`
  const entry = { replies, received: [] as Received[] }
  scripts.set(path, entry)
  return { url: `${baseUrl}${path}`, received: entry.received }
}

function gaps(received: Received[]): number[] {
  return received.slice(1).map((entry, index) => entry.at - received[index]!.at)
}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

// Timer margins: a delay is checked to be at least its length minus a few milliseconds (the
// two clocks are read at different points of the request) and, for the schedule, well below
// the next step. This checks behaviour, not speed.
const early = 10

/** The error a promise rejects with (fails the test if it resolves). */
async function rejection<errorType>(promise: Promise<unknown>): Promise<errorType> {
  try {
    await promise
  } catch (error) {
    return error as errorType
  }
  throw new Error('expected the promise to reject')
}

describe('createJsonRpcTransport', () => {
  test('default', async () => {
    const { url, received } = script({ result: '0x7a69' })
    const transport = createJsonRpcTransport({ url })
    expect(await transport.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(received).toHaveLength(1)
    expect(received[0]!.body).toEqual({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' })
  })

  test('behavior: request ids increment; retries keep theirs', async () => {
    const { url, received } = script(
      { result: '0x1' },
      { result: '0x2' },
      { status: 503 },
      { result: '0x3' },
    )
    const transport = createJsonRpcTransport({ url, retryDelay: 1 })
    await transport.request({ method: 'eth_blockNumber', params: [] })
    await transport.request({ method: 'eth_getBalance', params: ['0xabc', 'latest'] })
    await transport.request({ method: 'eth_blockNumber' })
    expect(received.map((entry) => entry.body.id)).toEqual([1, 2, 3, 3])
    expect(received[1]!.body.params).toEqual(['0xabc', 'latest'])
  })

  test.each(retryableHttpStatuses)(
    'behavior: status %i is retried 3 times, then fails',
    async (status) => {
      const { url, received } = script({ status })
      const transport = createJsonRpcTransport({ url, retryDelay: 1 })
      const error = await rejection<HttpRequestError>(transport.request({ method: 'eth_chainId' }))
      expect(error).toBeInstanceOf(HttpRequestError)
      expect(error.message).toBe(`HTTP status code: ${status}`)
      expect(received).toHaveLength(4)
    },
  )

  test.each([400, 401, 404, 405, 409, 415, 422, 501, 505])(
    'behavior: status %i fails at once',
    async (status) => {
      const { url, received } = script({ status })
      const transport = createJsonRpcTransport({ url, retryDelay: 1 })
      const error = await rejection<HttpRequestError>(transport.request({ method: 'eth_chainId' }))
      expect(error).toBeInstanceOf(HttpRequestError)
      expect(error.status).toBe(status)
      expect(received).toHaveLength(1)
    },
  )

  test('behavior: success after 2 failures', async () => {
    const { url, received } = script({ status: 503 }, { status: 429 }, { result: '0x10' })
    const transport = createJsonRpcTransport({ url, retryDelay: 1 })
    expect(await transport.request({ method: 'eth_blockNumber' })).toBe('0x10')
    expect(received).toHaveLength(3)
  })

  test('behavior: delays double from 150 ms (150, 300, 600)', async () => {
    const { url, received } = script({ status: 502 })
    const transport = createJsonRpcTransport({ url })
    await expect(transport.request({ method: 'eth_chainId' })).rejects.toThrow(HttpRequestError)
    const [first, second, third] = gaps(received)
    expect(first).toBeGreaterThanOrEqual(150 - early)
    expect(first).toBeLessThan(300)
    expect(second).toBeGreaterThanOrEqual(300 - early)
    expect(second).toBeLessThan(600)
    expect(third).toBeGreaterThanOrEqual(600 - early)
    expect(third).toBeLessThan(1_200)
  })

  test('behavior: Retry-After in seconds replaces the computed delay', async () => {
    const { url, received } = script(
      { status: 429, headers: { 'retry-after': '1' } },
      { result: 'ok' },
    )
    const transport = createJsonRpcTransport({ url })
    expect(await transport.request({ method: 'eth_chainId' })).toBe('ok')
    expect(received).toHaveLength(2)
    expect(gaps(received)[0]).toBeGreaterThanOrEqual(1_000 - early)
  })

  test('behavior: Retry-After as an HTTP date', async () => {
    let asked = 0
    const { url, received } = script(
      {
        status: 503,
        headers: (now) => {
          // HTTP dates have whole seconds: 2 s ahead, truncated, is 1 to 2 s from now.
          const date = new Date(now + 2_000)
          asked = Math.floor(date.getTime() / 1000) * 1000 - now
          return { 'retry-after': date.toUTCString() }
        },
      },
      { result: 'ok' },
    )
    const transport = createJsonRpcTransport({ url })
    expect(await transport.request({ method: 'eth_chainId' })).toBe('ok')
    expect(asked).toBeGreaterThan(900)
    expect(gaps(received)[0]).toBeGreaterThanOrEqual(asked - early - 20)
  })

  test('behavior: Retry-After longer than 30 s fails at once', async () => {
    const { url, received } = script({ status: 429, headers: { 'retry-after': '120' } })
    const transport = createJsonRpcTransport({ url })
    const started = performance.now()
    await expect(transport.request({ method: 'eth_chainId' })).rejects.toThrow(
      'HTTP status code: 429',
    )
    expect(received).toHaveLength(1)
    expect(performance.now() - started).toBeLessThan(1_000)
  })

  test('behavior: a time-out fails with TimeoutError, and is retried like 408', async () => {
    const once = script({ delay: 1_000, result: 'late' })
    const transport = createJsonRpcTransport({ url: once.url, timeout: 100, retryCount: 0 })
    const error = await rejection<TimeoutError>(transport.request({ method: 'eth_chainId' }))
    expect(error).toBeInstanceOf(TimeoutError)
    expect(error.message).toBe(`The request to ${once.url} timed out after 100 ms.`)

    const retried = script({ delay: 1_000 }, { delay: 1_000 }, { result: 'in time' })
    const retrying = createJsonRpcTransport({ url: retried.url, timeout: 100, retryDelay: 1 })
    expect(await retrying.request({ method: 'eth_chainId' })).toBe('in time')
    expect(retried.received).toHaveLength(3)
  })

  test('behavior: a dropped connection is retried', async () => {
    const { url, received } = script({ drop: true }, { drop: true }, { result: '0x1' })
    const transport = createJsonRpcTransport({ url, retryDelay: 1 })
    expect(await transport.request({ method: 'eth_chainId' })).toBe('0x1')
    expect(received).toHaveLength(3)
  })

  test('behavior: JSON-RPC errors become their classes', async () => {
    const cases = [
      [{ code: -32601, message: 'Method not found' }, MethodNotFoundRpcError],
      [{ code: 4001, message: 'User rejected' }, UserRejectedRequestError],
      [{ code: -32000, message: 'intrinsic gas too low' }, InvalidInputRpcError],
    ] as const
    for (const [body, ErrorClass] of cases) {
      const { url, received } = script({ error: body })
      const transport = createJsonRpcTransport({ url, retryDelay: 1 })
      const error = await rejection<RpcError>(transport.request({ method: 'eth_foo' }))
      expect(error).toBeInstanceOf(ErrorClass)
      expect(error.code).toBe(body.code)
      expect(error.details).toBe(body.message)
      expect(error.cause).toEqual(body)
      expect(received).toHaveLength(1)
    }
    const { url } = script({ error: { code: -32601, message: 'Method not found' } })
    await expect(createJsonRpcTransport({ url }).request({ method: 'eth_foo' })).rejects.toThrow(
      '"eth_foo"',
    )
  })

  test('behavior: an unknown code keeps its code and message', async () => {
    const { url } = script({ error: { code: 12345, message: 'custom failure', data: '0x01' } })
    const error = await rejection<RpcError>(
      createJsonRpcTransport({ url }).request({ method: 'eth_x' }),
    )
    expect(error).toBeInstanceOf(UnknownRpcError)
    expect(error.code).toBe(12345)
    expect(error.shortMessage).toBe('custom failure')
    expect(error.data).toBe('0x01')
  })

  test.each(retryableRpcCodes)('behavior: RPC code %i is retried', async (code) => {
    const failing = script({ error: { code, message: 'busy' } })
    const error = await rejection<RpcError>(
      createJsonRpcTransport({ url: failing.url, retryDelay: 1 }).request({ method: 'eth_call' }),
    )
    expect(error).toBeInstanceOf(code === -32005 ? LimitExceededRpcError : InternalRpcError)
    expect(failing.received).toHaveLength(4)

    const recovering = script({ error: { code, message: 'busy' } }, { result: '0x' })
    const transport = createJsonRpcTransport({ url: recovering.url, retryDelay: 1 })
    expect(await transport.request({ method: 'eth_call' })).toBe('0x')
    expect(recovering.received).toHaveLength(2)
  })

  test('behavior: an answer that is not JSON-RPC fails at once', async () => {
    for (const raw of [
      '<html>bad gateway</html>',
      '{"jsonrpc":"2.0","id":999,"result":1}',
      '{"jsonrpc":"2.0","id":1}',
      '[]',
    ]) {
      const { url, received } = script({ raw })
      const error = await rejection<InvalidResponseError>(
        createJsonRpcTransport({ url, retryDelay: 1 }).request({ method: 'eth_chainId' }),
      )
      expect(error).toBeInstanceOf(InvalidResponseError)
      expect(received).toHaveLength(1)
    }
  })

  test('parameters: retryCount', async () => {
    const { url, received } = script({ status: 500 })
    const transport = createJsonRpcTransport({ url, retryCount: 1, retryDelay: 1 })
    await expect(transport.request({ method: 'eth_chainId' })).rejects.toThrow(HttpRequestError)
    expect(received).toHaveLength(2)
  })

  test('parameters: headers', async () => {
    const { url, received } = script({ result: 1 })
    const transport = createJsonRpcTransport({ url, headers: { 'x-api-key': 'k' } })
    expect(await transport.request({ method: 'eth_chainId' })).toBe(1)
    expect(received[0]!.headers['x-api-key']).toBe('k')
    expect(received[0]!.headers['content-type']).toBe('application/json')
  })

  test('behavior: params that cannot be JSON fail before any request', async () => {
    const { url, received } = script({ result: 1 })
    const transport = createJsonRpcTransport({ url })
    await expect(transport.request({ method: 'eth_getBalance', params: [1n] })).rejects.toThrow(
      TypeError,
    )
    expect(received).toHaveLength(0)
  })
})
