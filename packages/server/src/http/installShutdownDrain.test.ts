// A server's shutdown with a request under way: `/ready` is held by a chain node that answers its
// probe only when the test says so, so the request is in flight for as long as the test needs.
// Other calls (the indexer's) get a JSON-RPC error at once: the indexer's stop waits for them.
import { once } from 'node:events'
import { createServer as createHttpServer, type Server, type ServerResponse } from 'node:http'
import { type AddressInfo, connect, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { connectRelayClient } from '../../test/connectRelayClient.js'
import { loadConfig } from '../config.js'
import { createPgliteDatabase } from '../db/createPgliteDatabase.js'
import { startServer } from '../startServer.js'
import { shuttingDownMessage } from './installShutdownDrain.js'

let node: Server
let nodeUrl: string
/** Chain-node requests received and not answered yet. */
const held: ServerResponse[] = []

beforeAll(async () => {
  node = createHttpServer(async (request, response) => {
    let body = ''
    for await (const chunk of request) body += chunk
    if (body.includes('"latchkey_ready"')) {
      held.push(response)
      return
    }
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end('{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"not served"}}')
  })
  node.listen(0, '127.0.0.1')
  await once(node, 'listening')
  nodeUrl = `http://127.0.0.1:${(node.address() as AddressInfo).port}`
})
afterAll(async () => {
  releaseHeld()
  node.closeAllConnections()
  await new Promise((resolve) => node.close(resolve))
})

function releaseHeld() {
  for (const response of held.splice(0)) {
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end('{"jsonrpc":"2.0","id":1,"result":"0x1"}')
  }
}

async function start(env: Record<string, string> = {}) {
  return startServer({
    config: {
      ...loadConfig({ LATCHKEY_PORT: '0', LOG_LEVEL: 'silent', ...env }),
      chains: [{ caipNetworkId: 'eip155:31337', rpcUrl: nodeUrl }],
    },
    database: await createPgliteDatabase(),
  })
}

describe('shutdown', () => {
  test('behavior: a request under way finishes, /ready and later requests answer 503 "shutting down", no new connection is taken', async () => {
    const server = await start()
    const { port } = new URL(server.url)
    // Two requests on one connection (pipelined): `/ready`, held by the chain node, and `/health`,
    // sent once the shutdown has begun.
    const socket = connect(Number(port), '127.0.0.1')
    let text = ''
    socket.on('data', (chunk) => {
      text += chunk
    })
    const ended = once(socket, 'end')
    socket.write('GET /ready HTTP/1.1\r\nhost: 127.0.0.1\r\n\r\n')
    await vi.waitFor(() => expect(held.length).toBe(1))

    const closed = server.close()
    await vi.waitFor(() => expect(server.server.shuttingDown).toBe(true))
    socket.write('GET /health HTTP/1.1\r\nhost: 127.0.0.1\r\n\r\n')
    // The listener stops once the relay's sockets are closed: new connections are refused.
    await vi.waitFor(async () => {
      await expect(fetch(`${server.url}/health`)).rejects.toThrow()
    })

    releaseHeld()
    await ended
    await closed
    // Both answered in full, in order: `/ready` once its probe was (the chain node 'ok'), not
    // ready from the moment the shutdown began; `/health`, arriving after, refused and the
    // connection closed.
    const [ready, health] = text.split(/(?=HTTP\/1\.1 )/)
    const body = (answer = '') => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))
    expect(ready?.slice(0, 12)).toBe('HTTP/1.1 503')
    expect(body(ready)).toEqual({
      status: 'not ready',
      checks: { database: 'ok', chains: { 'eip155:31337': 'ok' } },
      error: { code: 'NOT_READY', message: 'Not ready: the server is shutting down.' },
    })
    expect(health?.slice(0, 12)).toBe('HTTP/1.1 503')
    expect(health).toMatch(/\r\nconnection: close\r\n/i)
    expect(body(health)).toEqual({ error: { code: 'SHUTTING_DOWN', message: shuttingDownMessage } })
  })

  test('behavior: the listener closes first, while relay sockets are still closing', async () => {
    const server = await start()
    // A relay client that stops reading: it does not answer the close frame, so the relay waits
    // its close grace (1 s) for it before cutting it.
    const client = await connectRelayClient({ url: server.url.replace(/^http/, 'ws') })
    const { _socket: tcp } = client.socket as unknown as { _socket: Socket }
    tcp.pause()
    const closed = server.close()
    await vi.waitFor(() => expect(server.server.shuttingDown).toBe(true), { interval: 5 })
    await expect(fetch(`${server.url}/health`)).rejects.toThrow()
    tcp.resume()
    await closed
  })

  test('behavior: requests still open after LATCHKEY_SHUTDOWN_GRACE_MS are cut, and close() resolves', async () => {
    const server = await start({ LATCHKEY_SHUTDOWN_GRACE_MS: '100' })
    const answer = fetch(`${server.url}/ready`).then(
      (response) => response.status,
      (error: Error) => error,
    )
    await vi.waitFor(() => expect(held.length).toBe(1))
    await server.close()
    // Cut while the chain node still held it: no answer came, the connection was closed.
    expect(held.length).toBe(1)
    expect(await answer).toBeInstanceOf(Error)
    releaseHeld()
  })
})
