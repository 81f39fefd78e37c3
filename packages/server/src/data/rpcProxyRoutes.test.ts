// The JSON-RPC proxy on its own (the project check stubbed out; dataRoutes.test.ts covers it
// inside the server) in front of a real anvil node, and in front of a stand-in node that fails on
// cue, to count the retries of spec section 7.
import { createServer as createHttpServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type AnvilInstance, devAccounts, startAnvil, waitForReceipt } from '@latchkey/devchain'
import { type FastifyInstance, fastify } from 'fastify'
import { createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { errorHandler } from '../http/errorHandler.js'
import { rpcProxyRoutes } from './rpcProxyRoutes.js'

let anvil: AnvilInstance
let flaky: Server
let flakyAnswers: Array<{ status: number; body?: unknown; headers?: Record<string, string> }> = []
let flakyRequests = 0
let proxy: FastifyInstance
let url: string

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  // Answers from the queue, then a plain eth_chainId result.
  flaky = createHttpServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      flakyRequests++
      const { id } = JSON.parse(body) as { id: number }
      const next = flakyAnswers.shift() ?? {
        status: 200,
        body: { jsonrpc: '2.0', id, result: '0x1' },
      }
      response.writeHead(next.status, { 'content-type': 'application/json', ...next.headers })
      response.end(JSON.stringify(next.body ?? { error: 'busy' }))
    })
  })
  await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve))
  proxy = fastify()
  proxy.setErrorHandler(errorHandler)
  proxy.decorate('checkProject', async () => {})
  proxy.register(rpcProxyRoutes, {
    upstreams: new Map([
      ['eip155:31337', anvil.rpcUrl],
      ['eip155:1', `http://127.0.0.1:${(flaky.address() as AddressInfo).port}`],
    ]),
  })
  url = await proxy.listen({ host: '127.0.0.1', port: 0 })
})
afterAll(async () => {
  await proxy?.close()
  flaky?.close()
  await anvil?.stop()
})

async function call(body: unknown, chainId = 'eip155:31337', raw = false) {
  const response = await fetch(`${url}/v1/?chainId=${chainId}&projectId=p1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: raw ? (body as string) : JSON.stringify(body),
  })
  return {
    status: response.status,
    body: response.status === 204 ? undefined : await response.json(),
  }
}

describe('rpcProxyRoutes', () => {
  test('default: a request is answered by the chain node', async () => {
    expect(await call({ jsonrpc: '2.0', id: 7, method: 'eth_chainId' })).toEqual({
      status: 200,
      body: { jsonrpc: '2.0', id: 7, result: '0x7a69' },
    })
  })

  test('behavior: viem works through it, signed transactions included', async () => {
    const transport = http(`${url}/v1/?chainId=eip155:31337`)
    const client = createPublicClient({ transport, pollingInterval: 10 })
    const wallet = createWalletClient({
      account: privateKeyToAccount(devAccounts[2]!.privateKey),
      transport,
    })
    const to = '0x1111111111111111111111111111111111111111'
    const hash = await wallet.sendTransaction({ to, value: parseEther('1'), chain: null })
    expect((await waitForReceipt(client, { hash })).status).toBe('success')
    expect(await client.getBalance({ address: to })).toBe(parseEther('1'))
  })

  test('behavior: a batch is answered item by item, refused methods included', async () => {
    const { body } = await call([
      { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' },
      {
        jsonrpc: '2.0',
        id: 2,
        method: 'anvil_setBalance',
        params: [devAccounts[0]!.address, '0x0'],
      },
      { jsonrpc: '2.0', id: 3, method: 'eth_sendTransaction', params: [{}] },
      {
        jsonrpc: '2.0',
        id: 4,
        method: 'eth_getBalance',
        params: [devAccounts[0]!.address, 'latest'],
      },
      { id: 5, method: 'eth_chainId' },
      { jsonrpc: '2.0', method: 'eth_chainId' },
    ])
    expect(body).toEqual([
      { jsonrpc: '2.0', id: 1, result: expect.stringMatching(/^0x[0-9a-f]+$/) },
      {
        jsonrpc: '2.0',
        id: 2,
        error: {
          code: -32601,
          message: 'The method anvil_setBalance is not available through this proxy',
        },
      },
      {
        jsonrpc: '2.0',
        id: 3,
        error: {
          code: -32601,
          message: 'The method eth_sendTransaction is not available through this proxy',
        },
      },
      { jsonrpc: '2.0', id: 4, result: expect.stringMatching(/^0x[0-9a-f]+$/) },
      {
        jsonrpc: '2.0',
        id: 5,
        error: {
          code: -32600,
          message: 'Invalid request: expected {"jsonrpc":"2.0","method":…,"id":…}',
        },
      },
    ])
    // The refused method never reached the node.
    expect(BigInt((body as Array<{ result?: string }>)[3]!.result!)).toBeGreaterThan(0n)
  })

  test("behavior: the node's errors come back as it sent them", async () => {
    const { body } = await call({
      jsonrpc: '2.0',
      id: 'a',
      method: 'eth_call',
      params: [{ to: '0x1111111111111111111111111111111111111111', data: '0x1234' }, 'nope'],
    })
    expect(body).toMatchObject({ jsonrpc: '2.0', id: 'a', error: { code: expect.any(Number) } })
  })

  test('behavior: identical calls of one turn reach the node once; later ones and sends go again', async () => {
    flakyRequests = 0
    const blockNumber = (id: number) => ({ jsonrpc: '2.0', id, method: 'eth_blockNumber' })
    expect((await call([blockNumber(1), blockNumber(2)], 'eip155:1')).body).toEqual([
      { jsonrpc: '2.0', id: 1, result: '0x1' },
      { jsonrpc: '2.0', id: 2, result: '0x1' },
    ])
    expect(flakyRequests).toBe(1)
    // A call arriving after the first was sent is not joined to it: its answer could be older.
    await call(blockNumber(3), 'eip155:1')
    expect(flakyRequests).toBe(2)
    // Each send of a transaction is the node's to answer, even the same one twice.
    const send = (id: number) => ({
      jsonrpc: '2.0',
      id,
      method: 'eth_sendRawTransaction',
      params: ['0x02'],
    })
    await call([send(4), send(5)], 'eip155:1')
    expect(flakyRequests).toBe(4)
  })

  test('behavior: transient failures are retried with doubling delays (spec section 7)', async () => {
    flakyRequests = 0
    flakyAnswers = [
      { status: 503 },
      { status: 429, headers: { 'retry-after': '0' } },
      { status: 502 },
    ]
    const started = performance.now()
    expect(await call({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }, 'eip155:1')).toEqual({
      status: 200,
      body: { jsonrpc: '2.0', id: 1, result: '0x1' },
    })
    expect(flakyRequests).toBe(4)
    // 150 ms, then what Retry-After asked (0), then 600 ms.
    expect(performance.now() - started).toBeGreaterThanOrEqual(700)
  })

  test('behavior: other failures are not retried; after 3 retries the error is -32603', async () => {
    flakyRequests = 0
    flakyAnswers = [{ status: 400 }]
    expect((await call({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }, 'eip155:1')).body).toEqual(
      {
        jsonrpc: '2.0',
        id: 1,
        error: { code: -32603, message: "The chain's node did not answer (HTTP status code: 400)" },
      },
    )
    expect(flakyRequests).toBe(1)
    flakyRequests = 0
    flakyAnswers = [{ status: 500 }, { status: 500 }, { status: 500 }, { status: 500 }]
    expect((await call({ jsonrpc: '2.0', id: 2, method: 'eth_chainId' }, 'eip155:1')).body).toEqual(
      {
        jsonrpc: '2.0',
        id: 2,
        error: { code: -32603, message: "The chain's node did not answer (HTTP status code: 500)" },
      },
    )
    expect(flakyRequests).toBe(4)
  })

  test('behavior: malformed bodies are JSON-RPC errors', async () => {
    expect(await call('{"jsonrpc":', 'eip155:31337', true)).toEqual({
      status: 200,
      body: {
        jsonrpc: '2.0',
        id: null,
        error: { code: -32700, message: 'Parse error: the body is not JSON' },
      },
    })
    expect((await call([])).body).toMatchObject({ error: { code: -32600 } })
    expect(
      (
        await call(
          Array.from({ length: 101 }, (_, id) => ({ jsonrpc: '2.0', id, method: 'eth_chainId' })),
        )
      ).body,
    ).toMatchObject({
      error: { code: -32600, message: 'Invalid request: a batch holds at most 100 requests' },
    })
  })

  test.each([
    ['', 'chainId is required: the CAIP-2 id of the chain to call', 'INVALID_PARAMETER'],
    [
      '?chainId=1',
      "chainId must be a CAIP-2 network id such as eip155:1, got '1'",
      'INVALID_PARAMETER',
    ],
    [
      '?chainId=eip155:5',
      'chainId eip155:5 is not served here; GET /v1/supported-chains lists the chains that are',
      'UNSUPPORTED_CHAIN',
    ],
  ])('behavior: the query %o is a 400', async (query, message, code) => {
    const response = await fetch(`${url}/v1/${query}`, { method: 'POST', body: '{}' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: { code, message } })
  })

  test('behavior: GET says what the URL serves', async () => {
    const response = await fetch(`${url}/v1?chainId=eip155:31337`)
    expect(await response.json()).toMatchObject({
      service: 'rpc',
      chainId: 'eip155:31337',
      methods: expect.arrayContaining(['eth_call', 'eth_sendRawTransaction']),
    })
  })
})
