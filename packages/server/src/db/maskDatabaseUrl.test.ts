import { expect, test } from 'vitest'
import { maskDatabaseUrl } from './maskDatabaseUrl.js'

test('default', () => {
  expect(maskDatabaseUrl('postgres://latchkey:secret@db:5432/latchkey')).toBe(
    'postgres://latchkey:****@db:5432/latchkey',
  )
})

test.each([
  ['postgres://db:5432/latchkey', 'postgres://db:5432/latchkey'],
  ['postgres://latchkey@db/latchkey', 'postgres://latchkey@db/latchkey'],
  ['postgres://u:p@ss@db/latchkey', 'postgres://u:****@db/latchkey'],
  ['postgresql://:secret@db/latchkey', 'postgresql://:****@db/latchkey'],
  [
    'postgres://db/latchkey?user=u&password=secret&ssl=1',
    'postgres://db/latchkey?user=u&password=****&ssl=1',
  ],
  ['mysql://root:hunter2@localhost', 'mysql://root:****@localhost'],
])('behavior: %s', (url, masked) => {
  expect(maskDatabaseUrl(url)).toBe(masked)
})
