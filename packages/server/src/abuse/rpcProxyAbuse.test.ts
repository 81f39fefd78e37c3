// The RPC proxy under abuse (issue 12, item 3): a real anvil behind a counting pass-through on
// 127.0.0.1, so the test sees how many requests reach the node. Execution errors (an infinite
// loop planted by a state override runs out of gas) must reach it once; gas, overrides and calls
// per address are capped before it.
import { createServer as createHttpServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type AnvilInstance, startAnvil } from '@latchkey/devchain'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loadConfig } from '../config.js'
import { createPgliteDatabase } from '../db/createPgliteDatabase.js'
import { type StartServerReturnType, startServer } from '../startServer.js'

let anvil: AnvilInstance
let counter: Server
let upstreamCalls = 0
let running: StartServerReturnType

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  const target = new URL(anvil.rpcUrl)
  counter = createHttpServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      upstreamCalls++
      const forwarded = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          method: 'POST',
          path: target.pathname,
          headers: { 'content-type': 'application/json' },
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, { 'content-type': 'application/json' })
          answer.pipe(response)
        },
      )
      forwarded.end(body)
    })
  })
  await new Promise<void>((resolve) => counter.listen(0, '127.0.0.1', resolve))
  const { port } = counter.address() as AddressInfo
  running = await startServer({
    config: {
      ...loadConfig({
        LATCHKEY_PORT: '0',
        LOG_LEVEL: 'silent',
        LATCHKEY_RPC_MAX_GAS: '10000000',
        LATCHKEY_RPC_MAX_STATE_OVERRIDES: '2',
        LATCHKEY_RPC_RATE_LIMIT_PER_IP: '40',
      }),
      chains: [{ caipNetworkId: 'eip155:31337', rpcUrl: `http://127.0.0.1:${port}` }],
      data: { indexer: { enabled: false } },
    },
    database: await createPgliteDatabase(),
  })
}, 60_000)
afterAll(async () => {
  await running?.close()
  await new Promise((resolve) => counter?.close(resolve))
  await anvil?.stop()
})

const loop = '0x5b600056' // JUMPDEST PUSH1 0 JUMP: runs until the gas is gone
const target = '0x00000000000000000000000000000000000000aa'
const call = (
  id: number,
  gas = '0x989680',
  overrides: Record<string, unknown> = { [target]: { code: loop } },
) => ({
  jsonrpc: '2.0',
  id,
  method: 'eth_call',
  params: [{ to: target, gas }, 'latest', overrides],
})
async function post(body: unknown) {
  const response = await fetch(`${running.url}/v1/?chainId=eip155:31337`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: await response.json() }
}

describe('rpc proxy abuse', () => {
  test('item 3: an execution error reaches the node once per call, never retried', async () => {
    upstreamCalls = 0
    // Five different calls (their gas differs): each reaches the node once.
    const gases = ['0x989680', '0x98967f', '0x98967e', '0x98967d', '0x98967c']
    const { body } = await post(gases.map((gas, id) => call(id, gas)))
    expect(body).toHaveLength(5)
    for (const answer of body) expect(answer.error).toBeDefined()
    expect(upstreamCalls).toBe(5)
  })

  test('item 3: the same call five times in one turn reaches the node once; each gets the answer', async () => {
    upstreamCalls = 0
    const { body } = await post([call(1), call(2), call(3), call(4), call(5)])
    expect(body.map((answer: { id: number }) => answer.id)).toEqual([1, 2, 3, 4, 5])
    for (const answer of body) expect(answer.error).toEqual(body[0].error)
    expect(upstreamCalls).toBe(1)
  })

  test('item 3: gas over the cap and too many overridden accounts are refused before the node', async () => {
    upstreamCalls = 0
    const many = Object.fromEntries(
      ['0x01', '0x02', '0x03'].map((suffix) => [
        `${target.slice(0, -2)}${suffix.slice(2)}`,
        { balance: '0x1' },
      ]),
    )
    const { body } = await post([call(1, '0x3b9aca00'), call(2, '0x5208', many)])
    expect(body).toEqual([
      {
        jsonrpc: '2.0',
        id: 1,
        error: { code: -32602, message: 'Invalid params: params[0].gas is more than 10000000' },
      },
      {
        jsonrpc: '2.0',
        id: 2,
        error: {
          code: -32602,
          message: 'Invalid params: params[2] overrides 3 accounts, more than 2',
        },
      },
    ])
    expect(upstreamCalls).toBe(0)
  })

  test('item 3: calls per address are limited, each call of a batch counting (429, -32005)', async () => {
    const batch = Array.from({ length: 30 }, (_, id) => ({
      jsonrpc: '2.0',
      id,
      method: 'eth_chainId',
    }))
    const answers = [await post(batch), await post(batch)]
    expect(answers[1]).toEqual({
      status: 429,
      body: {
        jsonrpc: '2.0',
        id: null,
        error: {
          code: -32005,
          message: 'Limit exceeded: more than 40 calls in 60 s from one address',
        },
      },
    })
  })
})
