import { STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'
import { errorBody } from '../http/errorBody.js'
import type { UpgradeRefusal } from './UpgradeRefusal.js'

/** Answers an upgrade request on its raw socket with the refusal's status and error body, then ends it. */
export function writeUpgradeRefusal(socket: Duplex, refusal: UpgradeRefusal): void {
  const { statusCode, shortMessage, code } = refusal
  const body = JSON.stringify(errorBody(statusCode, shortMessage, code))
  socket.end(
    `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: close\r\n\r\n${body}`,
  )
}
