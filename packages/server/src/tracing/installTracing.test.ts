// A real server with traces on, exporting over OTLP/HTTP (JSON) to a real receiver on 127.0.0.1,
// against a real anvil node and PGlite: HTTP routes, the RPC proxy, the relay over a WebSocket.
// The SDK loader is wrapped in a spy (it still runs) so that a server with traces off can be
// shown never to load it.
import { randomBytes } from 'node:crypto'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { createServer as createHttpServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type AnvilInstance, startAnvil } from '@latchkey/devchain'
import { pino } from 'pino'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { connectRelayClient } from '../../test/connectRelayClient.js'
import { type Config, loadConfig } from '../config.js'
import { createServer } from '../createServer.js'
import { createPgliteDatabase } from '../db/createPgliteDatabase.js'
import type { Database } from '../db/Database.js'
import { loadTracingSdk } from './loadTracingSdk.js'

vi.mock('./loadTracingSdk.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./loadTracingSdk.js')>()
  return { loadTracingSdk: vi.fn(actual.loadTracingSdk) }
})

/** A span as the receiver got it, its attributes flattened. */
type ReceivedSpan = {
  traceId: string
  spanId: string
  parentSpanId: string
  name: string
  kind: number
  attributes: Record<string, unknown>
  status: { code?: number }
  service: unknown
}

type OtlpAttribute = { key: string; value: Record<string, unknown> }
type OtlpBody = {
  resourceSpans: {
    resource: { attributes: OtlpAttribute[] }
    scopeSpans: {
      spans: (Omit<ReceivedSpan, 'attributes' | 'service'> & { attributes?: OtlpAttribute[] })[]
    }[]
  }[]
}

const readAttributes = (attributes: OtlpAttribute[] = []) =>
  Object.fromEntries(
    attributes.map(({ key, value }) => {
      const [kind, raw] = Object.entries(value)[0] ?? []
      return [key, kind === 'intValue' ? Number(raw) : raw]
    }),
  )

let anvil: AnvilInstance
let receiver: Server
let receiverUrl: string
const received: ReceivedSpan[] = []
let exports = 0
let folder: string
let database: Database

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  // The OTLP/HTTP receiver: what a collector does with /v1/traces, in JSON.
  receiver = createHttpServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      exports++
      expect(request.url).toBe('/v1/traces')
      expect(request.headers['content-type']).toBe('application/json')
      const parsed = JSON.parse(body) as OtlpBody
      for (const { resource, scopeSpans } of parsed.resourceSpans)
        for (const { spans } of scopeSpans)
          for (const span of spans)
            received.push({
              ...span,
              parentSpanId: span.parentSpanId ?? '',
              attributes: readAttributes(span.attributes),
              service: readAttributes(resource.attributes)['service.name'],
            })
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end('{}')
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`
  folder = await mkdtemp(join(tmpdir(), 'latchkey-tracing-test-'))
  // One database for every server of the file: each would otherwise spend seconds creating its own.
  database = await createPgliteDatabase(join(folder, 'pglite'))
})
afterAll(async () => {
  await database?.close()
  receiver?.close()
  await anvil?.stop()
  await rm(folder, { recursive: true, force: true })
})
beforeEach(() => {
  vi.mocked(loadTracingSdk).mockClear()
  // Whatever this shell exports must not decide the tests' traces.
  for (const name of [
    'OTEL_EXPORTER_OTLP_ENDPOINT',
    'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT',
    'OTEL_SDK_DISABLED',
    'OTEL_SERVICE_NAME',
    'OTEL_RESOURCE_ATTRIBUTES',
  ])
    vi.stubEnv(name, undefined)
})
afterEach(() => {
  vi.unstubAllEnvs()
})

/** A server on the shared PGlite database, in front of anvil, logging at debug into `lines`. */
async function start(env: Record<string, string>, lines: string[]) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  const config: Config = {
    ...loadConfig({ LATCHKEY_DATA_DIR: folder }),
    chains: [{ caipNetworkId: 'eip155:31337', rpcUrl: anvil.rpcUrl }],
    data: { indexer: { enabled: false } },
  }
  const logger = pino({ level: 'debug' }, { write: (line: string) => lines.push(line) })
  const server = createServer({ config, database, logger })
  const url = await server.listen({ host: '127.0.0.1', port: 0 })
  return { server, url, close: () => server.close() }
}

const parseLines = (lines: string[]) =>
  lines.map((line) => JSON.parse(line) as Record<string, unknown> & { msg?: string })

describe('tracing', () => {
  test('default: routes, the RPC proxy, chain reads, queries and relay methods arrive as linked spans; logs carry their ids', async () => {
    const lines: string[] = []
    const running = await start({ OTEL_EXPORTER_OTLP_ENDPOINT: receiverUrl }, lines)
    expect(loadTracingSdk).toHaveBeenCalledTimes(1)
    const address = privateKeyToAddress(generatePrivateKey())

    const history = await fetch(`${running.url}/v1/account/${address}/history?chainId=eip155:31337`)
    expect(history.status).toBe(200)
    const balance = await fetch(
      `${running.url}/v1/account/${address}/balance?chainId=eip155:31337&forceUpdate=true`,
    )
    expect(balance.status).toBe(200)
    // The caller's trace continues: its span is the parent of the server's.
    const callerTrace = randomBytes(16).toString('hex')
    const callerSpan = randomBytes(8).toString('hex')
    const proxied = await fetch(`${running.url}/v1/?chainId=eip155:31337`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        traceparent: `00-${callerTrace}-${callerSpan}-01`,
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
    })
    expect(await proxied.json()).toEqual({ jsonrpc: '2.0', id: 1, result: '0x7a69' })

    const client = await connectRelayClient({ url: running.url.replace(/^http/, 'ws') })
    const topic = randomBytes(32).toString('hex')
    expect(
      (await client.request('irn_publish', { topic, message: 'hello', ttl: 300, tag: 1100 }))
        .result,
    ).toBe(true)
    expect((await client.request('irn_subscribe', { topic: 'not-a-topic' })).error).toBeDefined()
    await client.close()
    // Closing flushes what the batch holds: every span has been received when it resolves.
    await running.close()

    const byTrace = (traceId: string) => received.filter((span) => span.traceId === traceId)
    const named = (name: string) => {
      const found = received.filter((span) => span.name === name)
      expect(found, name).toHaveLength(1)
      return found[0]!
    }
    /** Whether `span` descends from `ancestor`, through the spans of its trace. */
    const descends = (span: ReceivedSpan, ancestor: ReceivedSpan): boolean => {
      const parent = byTrace(span.traceId).find((other) => other.spanId === span.parentSpanId)
      return parent !== undefined && (parent === ancestor || descends(parent, ancestor))
    }
    expect(new Set(received.map((span) => span.service))).toEqual(new Set(['latchkey-server']))

    const historySpan = named('GET /v1/account/:account/history')
    expect(historySpan).toMatchObject({
      kind: 2,
      parentSpanId: '',
      attributes: {
        'http.request.method': 'GET',
        'http.route': '/v1/account/:account/history',
        'http.response.status_code': 200,
        'url.path': `/v1/account/${address}/history`,
      },
    })
    const queries = byTrace(historySpan.traceId).filter(
      (span) => span.attributes['db.system'] === 'pglite',
    )
    expect(queries.length).toBeGreaterThan(0)
    for (const query of queries) {
      expect(query.kind).toBe(3)
      expect(descends(query, historySpan)).toBe(true)
      expect(query.attributes['db.operation']).toMatch(/^[A-Z]+$/)
    }
    expect(queries.map((query) => query.attributes['db.operation'])).toContain('SELECT')
    // The statement with its placeholders, never the values bound to them.
    expect(JSON.stringify(queries).toLowerCase()).not.toContain(address.toLowerCase().slice(2))

    const balanceSpan = named('GET /v1/account/:address/balance')
    const reads = byTrace(balanceSpan.traceId).filter(
      (span) => span.attributes['rpc.system'] === 'jsonrpc',
    )
    expect(reads.length).toBeGreaterThan(0)
    for (const read of reads) {
      expect(descends(read, balanceSpan)).toBe(true)
      expect(read).toMatchObject({
        kind: 3,
        attributes: {
          'server.address': '127.0.0.1',
          'server.port': Number(new URL(anvil.rpcUrl).port),
          'http.response.status_code': 200,
        },
      })
    }

    const proxySpan = named('POST /v1/')
    expect(proxySpan).toMatchObject({
      traceId: callerTrace,
      parentSpanId: callerSpan,
      attributes: { 'http.route': '/v1/', 'http.response.status_code': 200 },
    })
    expect(named('eth_chainId')).toMatchObject({
      traceId: callerTrace,
      parentSpanId: proxySpan.spanId,
      kind: 3,
      attributes: {
        'rpc.method': 'eth_chainId',
        'server.address': '127.0.0.1',
        'http.response.status_code': 200,
      },
    })

    const publishSpan = named('irn_publish')
    expect(publishSpan).toMatchObject({
      kind: 2,
      parentSpanId: '',
      attributes: { 'rpc.system': 'jsonrpc', 'rpc.method': 'irn_publish' },
    })
    const stored = byTrace(publishSpan.traceId).filter((span) => span.attributes['db.system'])
    expect(stored.map((span) => span.attributes['db.query.text'])).toContainEqual(
      expect.stringContaining('insert into relay_messages'),
    )
    // Refused before its method was read: named by what it is, not by what the client wrote.
    const subscribeSpan = named('relay request')
    expect(subscribeSpan.attributes['rpc.jsonrpc.error_code']).toBeTypeOf('number')

    // The request's log lines carry its ids, also the one written after its context is gone.
    const logs = parseLines(lines)
    const completed = logs.find(
      (line) =>
        line.msg === 'request completed' &&
        String((line.req as { url: string }).url).includes('/history'),
    )
    expect(completed).toMatchObject({
      trace_id: historySpan.traceId,
      span_id: historySpan.spanId,
    })
    expect(logs.find((line) => line.msg === 'relay: refused')).toMatchObject({
      trace_id: subscribeSpan.traceId,
      span_id: subscribeSpan.spanId,
    })
    // Outside any traced operation a line has none.
    expect(logs.find((line) => line.msg === 'relay ready')).not.toHaveProperty('trace_id')
  })

  test('behavior: off without an OTLP endpoint: the SDK never loads, nothing is exported', async () => {
    const lines: string[] = []
    const before = exports
    const running = await start({}, lines)
    expect(running.server.tracing).toBeUndefined()
    const traceparent = `00-${randomBytes(16).toString('hex')}-${randomBytes(8).toString('hex')}-01`
    const answer = await fetch(
      `${running.url}/v1/account/${privateKeyToAddress(generatePrivateKey())}/history?chainId=eip155:31337`,
      { headers: { traceparent } },
    )
    expect(answer.status).toBe(200)
    await running.close()
    expect(loadTracingSdk).not.toHaveBeenCalled()
    expect(exports).toBe(before)
    expect(parseLines(lines).filter((line) => 'trace_id' in line)).toEqual([])
  })

  test('behavior: an unreachable collector breaks no request, and the server still closes', async () => {
    const lines: string[] = []
    const running = await start(
      { OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://127.0.0.1:1/v1/traces' },
      lines,
    )
    expect(loadTracingSdk).toHaveBeenCalledTimes(1)
    const proxied = await fetch(`${running.url}/v1/?chainId=eip155:31337`, {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
    })
    expect(await proxied.json()).toEqual({ jsonrpc: '2.0', id: 1, result: '0x7a69' })
    expect((await fetch(`${running.url}/health`)).status).toBe(200)
    await running.close()
  })

  test('behavior: only loadTracingSdk imports the SDK, and only dynamically', async () => {
    const source = fileURLToPath(new URL('..', import.meta.url))
    const files = (await readdir(source, { recursive: true })).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    )
    const sdk = /@opentelemetry\/(?!api['/])[\w-]+/
    const importers: string[] = []
    for (const file of files) {
      const text = await readFile(join(source, file), 'utf8')
      if (sdk.test(text)) importers.push(file)
      if (file.endsWith('loadTracingSdk.ts'))
        expect(text).not.toMatch(/^import [^\n]*@opentelemetry\/(?!api')/m)
    }
    expect(importers).toEqual([join('tracing', 'loadTracingSdk.ts')])
  })
})
