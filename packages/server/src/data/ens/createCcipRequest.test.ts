import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createCcipRequest } from './createCcipRequest.js'

// A gateway on 127.0.0.1 that counts what it is asked and answers `{ data: '0x1234' }`.
let gateway: Server
let gatewayUrl: string
const asked: string[] = []
beforeAll(async () => {
  gateway = createServer((request, response) => {
    asked.push(request.url ?? '')
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"data":"0x1234"}')
  })
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve))
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => gateway.close(resolve)))

const sender = '0x000000000000000000000000000000000000C0DE'
const data = '0xabcd'

describe('createCcipRequest', () => {
  test('default: a listed dev host is fetched as viem would', async () => {
    const request = createCcipRequest({ httpHosts: ['127.0.0.1'], own: {} })
    asked.length = 0
    expect(await request({ sender, data, urls: [`${gatewayUrl}/{sender}/{data}.json`] })).toBe(
      '0x1234',
    )
    expect(asked).toEqual([`/${sender.toLowerCase()}/${data}.json`])
  })

  test('behavior: a private or loopback host not listed is refused without a request', async () => {
    const request = createCcipRequest({ httpHosts: [], own: {} })
    asked.length = 0
    await expect(
      request({ sender, data, urls: [`${gatewayUrl}/{sender}/{data}.json`] }),
    ).rejects.toThrow('The gateway URL points to a host the server does not fetch from.')
    await expect(
      request({ sender, data, urls: ['https://10.0.0.1/{data}', 'https://169.254.169.254/x'] }),
    ).rejects.toThrow('does not fetch from')
    expect(asked).toEqual([])
  })

  test('behavior: a refused URL falls through to the next one', async () => {
    const request = createCcipRequest({ httpHosts: ['127.0.0.1'], own: {} })
    expect(
      await request({ sender, data, urls: ['https://10.0.0.1/{data}', `${gatewayUrl}/{data}`] }),
    ).toBe('0x1234')
  })

  test("behavior: the server's own gateway is answered in the process", async () => {
    const calls: unknown[] = []
    const request = createCcipRequest({
      httpHosts: ['127.0.0.1'],
      own: {
        url: () => `${gatewayUrl}/v1/ccip`,
        answer: async (call) => {
          calls.push(call)
          return '0x99'
        },
      },
    })
    asked.length = 0
    expect(
      await request({ sender, data, urls: [`${gatewayUrl}/v1/ccip/{sender}/{data}.json`] }),
    ).toBe('0x99')
    expect(calls).toEqual([{ sender: sender.toLowerCase(), data }])
    expect(asked).toEqual([])
    // A path that only starts like it is another route: fetched.
    expect(await request({ sender, data, urls: [`${gatewayUrl}/v1/ccipx/{data}`] })).toBe('0x1234')
  })
})
