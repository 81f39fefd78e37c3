// Which wallet features the Account view shows, on a real client and a stand-in data API.
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createDataApiStub } from '../../test/createDataApiStub.js'
import { createTestClient } from '../../test/createTestClient.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { getShownWalletFeatures } from '../walletFeatures/getShownWalletFeatures.js'
import { getWalletFeatures } from './getWalletFeatures.js'
import { watchWalletFeatures } from './watchWalletFeatures.js'

let client: LatchkeyClient | undefined

afterEach(() => {
  client?.destroy()
  client = undefined
  vi.unstubAllGlobals()
})

function setup() {
  vi.stubGlobal('fetch', createDataApiStub().fetch)
  ;({ client } = createTestClient({ options: { apiUrl: 'http://api.test' } }))
  return client
}

describe('getWalletFeatures', () => {
  test('default: Receive at once; Buy and Swap once the data API serves the network; no Send without send methods', async () => {
    const client = setup()
    expect(getWalletFeatures(client)).toEqual(['receive'])
    const onChange = vi.fn()
    const unwatch = watchWalletFeatures(client, { onChange })
    await vi.waitFor(() =>
      expect(getWalletFeatures(client)).toEqual(['onramp', 'swaps', 'receive']),
    )
    expect(onChange).toHaveBeenCalledWith(['onramp', 'swaps', 'receive'], ['receive'])
    unwatch()
  })

  test('behavior: the same array until the shown features change (React binds it)', async () => {
    const client = setup()
    const first = getWalletFeatures(client)
    expect(getWalletFeatures(client)).toBe(first)
    expect(getWalletFeatures(client, { serverSnapshot: true })).toBe(first)
    await vi.waitFor(() => expect(getWalletFeatures(client)).not.toBe(first))
    const second = getWalletFeatures(client)
    expect(getWalletFeatures(client)).toBe(second)
  })

  test('parameters: basic mode and features turned off show none of them', () => {
    vi.stubGlobal('fetch', createDataApiStub().fetch)
    ;({ client } = createTestClient({ options: { apiUrl: 'http://api.test', basic: true } }))
    expect(getWalletFeatures(client)).toEqual([])
  })
})

describe('getShownWalletFeatures', () => {
  test('parameters: a built feature shows when on, in the dapp’s order; none in basic mode', () => {
    const ready = { onramp: true, swaps: true, receive: true, send: true }
    const features = {
      onramp: false,
      swaps: true,
      receive: true,
      send: true,
      walletFeaturesOrder: ['send', 'receive', 'swaps'] as const,
    }
    expect(getShownWalletFeatures({ basic: false, features }, ready)).toEqual([
      'send',
      'receive',
      'swaps',
    ])
    expect(getShownWalletFeatures({ basic: false, features }, { ...ready, send: false })).toEqual([
      'receive',
      'swaps',
    ])
    expect(getShownWalletFeatures({ basic: true, features }, ready)).toEqual([])
  })
})
