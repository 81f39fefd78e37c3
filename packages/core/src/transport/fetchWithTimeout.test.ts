import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { TimeoutError } from '../errors/request.js'
import { fetchWithTimeout } from './fetchWithTimeout.js'

// A real server on 127.0.0.1: `/fast` answers at once; `/slow-headers` waits before
// answering; `/slow-body` sends its headers at once and the body's end late.
let url = ''
const server = createServer((request, response) => {
  const later = (fn: () => void) => {
    const timer = setTimeout(fn, 1_000)
    response.on('close', () => clearTimeout(timer))
  }
  if (request.url === '/fast') return response.end('ok')
  if (request.url === '/slow-headers') return later(() => response.end('late'))
  response.writeHead(200, { 'content-type': 'text/plain' })
  response.write('partial ')
  later(() => response.end('end'))
})

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

const read = (response: Response) => response.text()

describe('fetchWithTimeout', () => {
  test('default', async () => {
    expect(
      await fetchWithTimeout({ fetch, url: `${url}/fast`, init: {}, timeout: 1_000, read }),
    ).toBe('ok')
  })

  test('behavior: no answer within the time-out', async () => {
    const target = `${url}/slow-headers`
    await expect(
      fetchWithTimeout({ fetch, url: target, init: {}, timeout: 50, read }),
    ).rejects.toThrow(new TimeoutError({ url: target, timeout: 50 }).message)
  })

  test('behavior: a body that does not end in time also times out', async () => {
    await expect(
      fetchWithTimeout({ fetch, url: `${url}/slow-body`, init: {}, timeout: 100, read }),
    ).rejects.toThrow(TimeoutError)
  })

  test('parameters: timeout 0 means none', async () => {
    expect(
      await fetchWithTimeout({ fetch, url: `${url}/slow-headers`, init: {}, timeout: 0, read }),
    ).toBe('late')
  })

  test("parameters: signal aborts with the caller's reason", async () => {
    const controller = new AbortController()
    const reason = new Error('closed')
    setTimeout(() => controller.abort(reason), 20)
    await expect(
      fetchWithTimeout({
        fetch,
        url: `${url}/slow-headers`,
        init: {},
        timeout: 5_000,
        signal: controller.signal,
        read,
      }),
    ).rejects.toBe(reason)
  })
})
