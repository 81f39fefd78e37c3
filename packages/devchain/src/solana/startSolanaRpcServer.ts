import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { listenDevServer } from '../chain/listenDevServer.js'
import { SolanaRpcError, type SolanaRpcHandler } from './createSolanaRpcHandler.js'

/** Where and how the JSON-RPC server listens. */
export type StartSolanaRpcServerParameters = {
  handler: SolanaRpcHandler
  /** 0 (the default) lets the system pick a free port. */
  port?: number | undefined
  host?: string | undefined
  /** The largest request body; larger ones get 413. 64 KiB (a transaction is at most 1,232 bytes). */
  maxBodyBytes?: number | undefined
  /** The most calls in one batch; 20. */
  maxBatchSize?: number | undefined
}

/** A running JSON-RPC server. */
export type SolanaRpcServer = {
  url: string
  /** Stops listening and closes open connections. */
  close(): Promise<void>
}

type Reply = { jsonrpc: '2.0'; id: unknown; result?: unknown; error?: object }

/**
 * Serves the Solana JSON-RPC API over HTTP POST on loopback, with CORS so a page can call it:
 * bounded bodies (413), bounded batches (-32600), JSON-RPC 2.0 errors, bigints as JSON integers.
 */
export async function startSolanaRpcServer(
  parameters: StartSolanaRpcServerParameters,
): Promise<SolanaRpcServer> {
  const {
    handler,
    port = 0,
    host = '127.0.0.1',
    maxBodyBytes = 65_536,
    maxBatchSize = 20,
  } = parameters

  const call = (request: unknown): Reply => {
    const { id = null, method, params, jsonrpc } = (request ?? {}) as Record<string, unknown>
    if (jsonrpc !== '2.0' || typeof method !== 'string')
      return { jsonrpc: '2.0', id, error: { code: -32600, message: 'Invalid request' } }
    try {
      return { jsonrpc: '2.0', id, result: handler(method, params) }
    } catch (error) {
      if (error instanceof SolanaRpcError)
        return {
          jsonrpc: '2.0',
          id,
          error: {
            code: error.code,
            message: error.message,
            ...(error.data === undefined ? {} : { data: error.data }),
          },
        }
      return { jsonrpc: '2.0', id, error: { code: -32603, message: 'Internal error' } }
    }
  }
  const answer = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json', ...cors })
    response.end(stringify(body))
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end()
    if (request.method !== 'POST') return void response.writeHead(405, cors).end()
    const declared = Number(request.headers['content-length'] ?? 0)
    if (declared > maxBodyBytes) {
      answer(response, 413, {
        jsonrpc: '2.0',
        id: null,
        error: { code: -32600, message: 'Request too large' },
      })
      return void request.destroy()
    }
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > maxBodyBytes) {
        answer(response, 413, {
          jsonrpc: '2.0',
          id: null,
          error: { code: -32600, message: 'Request too large' },
        })
        request.destroy()
      } else chunks.push(chunk)
    })
    request.on('end', () => {
      if (response.headersSent) return
      let body: unknown
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
      } catch {
        return answer(response, 200, {
          jsonrpc: '2.0',
          id: null,
          error: { code: -32700, message: 'Parse error' },
        })
      }
      if (!Array.isArray(body)) return answer(response, 200, call(body))
      if (body.length === 0 || body.length > maxBatchSize)
        return answer(response, 200, {
          jsonrpc: '2.0',
          id: null,
          error: { code: -32600, message: `A batch holds 1 to ${maxBatchSize} calls` },
        })
      answer(response, 200, body.map(call))
    })
  })
  // A slow client cannot hold a socket open for ever.
  server.requestTimeout = 10_000
  server.headersTimeout = 5_000
  return listenDevServer(server, { host, port })
}

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type, solana-client',
  'access-control-max-age': '600',
}

// JSON has no bigint: each is written as the integer it is (the Solana RPC's u64 fields).
function stringify(value: unknown): string {
  return JSON.stringify(value, (_key, field) =>
    typeof field === 'bigint' ? `__bigint:${field}` : field,
  ).replace(/"__bigint:(-?\d+)"/g, '$1')
}
