import { expect, test } from 'vitest'
import * as door from './protocol.js'

// A change to what this door offers shows up here in review.
test('exports', () => {
  expect(Object.keys(door).sort()).toMatchSnapshot()
})
