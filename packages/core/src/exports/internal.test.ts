import { expect, test } from 'vitest'
import * as internal from './internal.js'

// A change to what the other packages may use shows up here in review.
test('exports', () => {
  expect(Object.keys(internal).sort()).toMatchSnapshot()
})
