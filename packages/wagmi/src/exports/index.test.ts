import { describe, expect, test } from 'vitest'
import * as exports from './index.js'

describe('exports', () => {
  test('default', () => {
    expect(Object.keys(exports)).toMatchInlineSnapshot(`
      [
        "latchkeyConnector",
        "latchkeyConnectorId",
        "wagmiAdapter",
      ]
    `)
  })
})
