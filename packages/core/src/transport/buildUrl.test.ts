import { describe, expect, test } from 'vitest'
import { buildUrl } from './buildUrl.js'

describe('buildUrl', () => {
  test('default', () => {
    expect(buildUrl('http://127.0.0.1:4000', '/v1/convert/tokens', { chainId: 'eip155:1' })).toBe(
      'http://127.0.0.1:4000/v1/convert/tokens?chainId=eip155%3A1',
    )
  })

  test('behavior: slashes between base and path', () => {
    expect(buildUrl('http://x.test/api/', '/v1/a')).toBe('http://x.test/api/v1/a')
    expect(buildUrl('http://x.test/api', 'v1/a')).toBe('http://x.test/api/v1/a')
    expect(buildUrl('http://x.test', '')).toBe('http://x.test/')
  })

  test('behavior: undefined and null skipped, arrays comma-joined, scalars as text', () => {
    const url = new URL(
      buildUrl('http://x.test', '/a', {
        gone: undefined,
        none: null,
        empty: [],
        chains: ['eip155:1', 'eip155:10'],
        page: 2,
        on: false,
        big: 12345678901234567890n,
        blank: '',
      }),
    )
    expect([...url.searchParams.keys()]).toEqual(['chains', 'page', 'on', 'big', 'blank'])
    expect(url.searchParams.get('chains')).toBe('eip155:1,eip155:10')
    expect(url.searchParams.get('on')).toBe('false')
    expect(url.searchParams.get('big')).toBe('12345678901234567890')
  })

  test('behavior: later parameter sets win', () => {
    const url = new URL(
      buildUrl('http://x.test', '/a', { st: 'a', sv: '1' }, undefined, { sv: '2' }),
    )
    expect(url.search).toBe('?st=a&sv=2')
  })

  test('behavior: a malformed base URL throws', () => {
    expect(() => buildUrl('not a url', '/a')).toThrow(TypeError)
  })
})
