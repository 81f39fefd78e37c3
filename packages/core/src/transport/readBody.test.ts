import { describe, expect, test } from 'vitest'
import { InvalidResponseError } from '../errors/request.js'
import { readBody } from './readBody.js'

// Built with the platform's own Response class: this checks how bodies are read, not how
// they travel (createHttpClient.test.ts does that against a real server).
const json = { 'content-type': 'application/json; charset=utf-8' }

describe('readBody', () => {
  test('default', async () => {
    expect(await readBody(new Response('{"a":[1]}', { headers: json }), 'u')).toEqual({ a: [1] })
  })

  test('behavior: empty body is undefined', async () => {
    expect(await readBody(new Response(null, { status: 204 }), 'u')).toBeUndefined()
    expect(await readBody(new Response('', { headers: json }), 'u')).toBeUndefined()
  })

  test('behavior: a body that is not JSON is text', async () => {
    expect(await readBody(new Response('plain'), 'u')).toBe('plain')
  })

  test('behavior: invalid JSON fails a successful answer and is text in a failed one', async () => {
    await expect(readBody(new Response('{oops', { headers: json }), 'http://x/')).rejects.toThrow(
      InvalidResponseError,
    )
    expect(await readBody(new Response('{oops', { status: 502, headers: json }), 'u')).toBe('{oops')
  })
})
