import { describe, expect, test } from 'vitest'
import { BaseError } from './base.js'
import { HttpRequestError, InvalidResponseError, TimeoutError } from './request.js'

describe('HttpRequestError', () => {
  test('default', () => {
    const headers = new Headers({ 'retry-after': '2' })
    const error = new HttpRequestError({
      status: 503,
      url: 'http://127.0.0.1/x',
      body: { error: 'busy' },
      headers,
    })
    expect(error).toBeInstanceOf(BaseError)
    expect(error.name).toBe('HttpRequestError')
    expect(error.shortMessage).toBe('HTTP status code: 503')
    expect(error.message).toBe('HTTP status code: 503')
    expect(error.status).toBe(503)
    expect(error.url).toBe('http://127.0.0.1/x')
    expect(error.body).toEqual({ error: 'busy' })
    expect(error.headers.get('retry-after')).toBe('2')
  })
})

describe('TimeoutError', () => {
  test('default', () => {
    const error = new TimeoutError({ url: 'http://127.0.0.1/slow', timeout: 250 })
    expect(error.message).toBe('The request to http://127.0.0.1/slow timed out after 250 ms.')
    expect(error.timeout).toBe(250)
  })
})

describe('InvalidResponseError', () => {
  test('default', () => {
    const error = new InvalidResponseError({ url: 'http://x/', body: '<html>', details: 'bad' })
    expect(error.shortMessage).toBe('The server answered with a body that could not be read.')
    expect(error.message).toContain('URL: http://x/')
    expect(error.message).toContain('Details: bad')
    expect(error.body).toBe('<html>')
  })
})
