import { BaseError } from './base.js'

/** Thrown when a server answers with a non-OK status; the spec fixes the message. */
export class HttpRequestError extends BaseError {
  override name = 'HttpRequestError'
  /** The HTTP status of the answer. */
  status: number
  /** The full URL asked for, query string included. */
  url: string
  /** The answer's body: parsed JSON when it is JSON, else its text (empty string when none). */
  body: unknown
  /** The answer's headers (e.g. `Retry-After`). */
  headers: Headers

  constructor({
    status,
    url,
    body,
    headers = new Headers(),
  }: { status: number; url: string; body?: unknown; headers?: Headers | undefined }) {
    // The message stays exactly the spec's text; the URL and body are fields, not message lines,
    // so a view can show `message` as is.
    super(`HTTP status code: ${status}`)
    this.status = status
    this.url = url
    this.body = body
    this.headers = headers
  }
}

/** Thrown when a request gets no complete answer within its time-out. */
export class TimeoutError extends BaseError {
  override name = 'TimeoutError'
  url: string
  /** The time-out that ran out, in milliseconds. */
  timeout: number

  constructor({ url, timeout }: { url: string; timeout: number }) {
    super(`The request to ${url} timed out after ${timeout} ms.`)
    this.url = url
    this.timeout = timeout
  }
}

/** Thrown when a server answers 200 with a body that cannot be what was asked for. */
export class InvalidResponseError extends BaseError {
  override name = 'InvalidResponseError'
  url: string
  /** The body as received (text). */
  body: unknown

  constructor({
    url,
    body,
    details,
    cause,
  }: { url: string; body: unknown; details: string; cause?: unknown }) {
    super('The server answered with a body that could not be read.', {
      cause,
      details,
      metaMessages: [`URL: ${url}`],
    })
    this.url = url
    this.body = body
  }
}
