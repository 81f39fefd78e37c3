import { describe, expect, test } from 'vitest'
import { readTraceparent } from './readTraceparent.js'

const traceId = '4bf92f3577b34da6a3ce929d0e0e4736'
const spanId = '00f067aa0ba902b7'

describe('readTraceparent', () => {
  test('default: the caller span of a version 00 header, sampled flag kept', () => {
    expect(readTraceparent({ traceparent: `00-${traceId}-${spanId}-01` })).toEqual({
      traceId,
      spanId,
      traceFlags: 1,
      isRemote: true,
    })
    expect(readTraceparent({ traceparent: `00-${traceId}-${spanId}-00` })?.traceFlags).toBe(0)
  })

  test('parameters: tracestate is carried along', () => {
    const read = readTraceparent({
      traceparent: `00-${traceId}-${spanId}-01`,
      tracestate: 'vendor=abc,other=1',
    })
    expect(read?.traceState?.get('vendor')).toBe('abc')
    expect(read?.traceState?.serialize()).toBe('vendor=abc,other=1')
  })

  test('behavior: a later version may append fields', () => {
    expect(readTraceparent({ traceparent: `01-${traceId}-${spanId}-01-extra` })?.traceId).toBe(
      traceId,
    )
  })

  test('behavior: a malformed header is ignored (the server starts a new trace)', () => {
    for (const traceparent of [
      undefined,
      '',
      'garbage',
      `ff-${traceId}-${spanId}-01`,
      `00-${traceId}-${spanId}-01-extra`,
      `00-${'0'.repeat(32)}-${spanId}-01`,
      `00-${traceId}-${'0'.repeat(16)}-01`,
      `00-${traceId.toUpperCase()}-${spanId}-01`,
      `00-${traceId}-${spanId}`,
    ])
      expect(readTraceparent({ traceparent }), String(traceparent)).toBeUndefined()
    expect(
      readTraceparent({
        traceparent: [`00-${traceId}-${spanId}-01`, `00-${traceId}-${spanId}-01`],
      }),
    ).toBeUndefined()
  })
})
