import { expect, test } from 'vitest'
import { isPairingExpired } from './isPairingExpired.js'

test('default: expired at and after the expiry, and without one', () => {
  expect(isPairingExpired(1_000, 999)).toBe(false)
  expect(isPairingExpired(1_000, 1_000)).toBe(true)
  expect(isPairingExpired(undefined, 0)).toBe(true)
})
