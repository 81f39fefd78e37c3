import { expect, test } from 'vitest'
import { stripRelayAuth } from './stripRelayAuth.js'

test('default', () => {
  expect(stripRelayAuth('/?auth=eyJ.eyJ.sig&projectId=p&ua=x')).toBe(
    '/?auth=[redacted]&projectId=p&ua=x',
  )
  expect(stripRelayAuth('/?projectId=p&auth=abc')).toBe('/?projectId=p&auth=[redacted]')
  expect(stripRelayAuth('/health')).toBe('/health')
})
