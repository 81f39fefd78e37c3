import { PassThrough } from 'node:stream'
import { expect, test } from 'vitest'
import { UpgradeRefusal } from './UpgradeRefusal.js'
import { writeUpgradeRefusal } from './writeUpgradeRefusal.js'

test('default: an HTTP answer with the status, the error body and its length, then the end', async () => {
  const socket = new PassThrough()
  const chunks: Buffer[] = []
  socket.on('data', (chunk: Buffer) => chunks.push(chunk))
  const ended = new Promise((resolve) => socket.on('end', resolve))
  writeUpgradeRefusal(socket, new UpgradeRefusal(429, 'Too many relay connections', 'RATE_LIMITED'))
  await ended
  const [head = '', body = ''] = Buffer.concat(chunks).toString('utf8').split('\r\n\r\n')
  expect(head.split('\r\n')).toEqual([
    'HTTP/1.1 429 Too Many Requests',
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
  ])
  expect(JSON.parse(body)).toEqual({
    error: { code: 'RATE_LIMITED', message: 'Too many relay connections' },
  })
})
