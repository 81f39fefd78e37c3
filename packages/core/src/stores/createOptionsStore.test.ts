import { describe, expect, test } from 'vitest'
import { createTestAdapter } from '../../test/createTestAdapter.js'
import { devnet } from '../../test/fixtures.js'
import { createOptionsStore } from './createOptionsStore.js'

describe('createOptionsStore', () => {
  test('default: holds the resolved options', () => {
    const options = createOptionsStore({
      networks: [devnet],
      adapters: [createTestAdapter().adapter],
    })
    expect(options.getState()).toMatchObject({ defaultNetwork: devnet, enableNetworkSwitch: true })
  })

  test('behavior: invalid options throw', () => {
    expect(() => createOptionsStore({ networks: [devnet], adapters: [] })).toThrow(
      'Invalid option `adapters`',
    )
  })
})
