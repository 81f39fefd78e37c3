import { expect, test } from 'vitest'
import * as core from './index.js'

// A change to the public API shows up here in review.
test('exports', () => {
  expect(Object.keys(core).sort()).toMatchSnapshot()
})
