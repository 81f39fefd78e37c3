import { describe, expect, test } from 'vitest'
import { parseRetryAfter } from './parseRetryAfter.js'

describe('parseRetryAfter', () => {
  test('default', () => {
    expect(parseRetryAfter('2')).toBe(2000)
  })

  test('behavior: HTTP date', () => {
    const now = Date.parse('Wed, 21 Oct 2015 07:28:00 GMT')
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:03 GMT', now)).toBe(3000)
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:27:00 GMT', now)).toBe(0)
    // The obsolete RFC 850 and asctime forms that RFC 9110 still asks recipients to read.
    expect(parseRetryAfter('Wednesday, 21-Oct-15 07:28:05 GMT', now)).toBe(5000)
    // asctime has no zone, so it reads as local time: only check that it is read.
    expect(parseRetryAfter('Wed Oct 21 07:28:10 2015', 0)).toBeGreaterThan(0)
  })

  test('behavior: seconds edge cases', () => {
    expect(parseRetryAfter('0')).toBe(0)
    expect(parseRetryAfter(' 5 ')).toBe(5000)
  })

  test.each([
    null,
    undefined,
    '',
    '   ',
    '-1',
    '1.5',
    'soon',
    '2 seconds',
    'Wed, 99 Foo 2015 07:28:00 GMT',
  ])('behavior: unreadable %j gives undefined', (value) => {
    expect(parseRetryAfter(value)).toBeUndefined()
  })
})
