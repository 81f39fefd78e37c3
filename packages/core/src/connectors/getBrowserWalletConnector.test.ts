import { describe, expect, test } from 'vitest'
import { connector } from '../../test/fixtures.js'
import { getBrowserWalletConnector } from './getBrowserWalletConnector.js'

describe('getBrowserWalletConnector', () => {
  test("default: a page provider with nothing announced is 'Browser Wallet'", () => {
    expect(
      getBrowserWalletConnector({ chain: 'eip155', hasInjectedProvider: true, announced: [] }),
    ).toEqual({ id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155' })
  })

  test('behavior: no entry when a wallet announced itself or there is no provider', () => {
    const announced = [connector('MetaMask', { type: 'ANNOUNCED' })]
    expect(
      getBrowserWalletConnector({ chain: 'eip155', hasInjectedProvider: true, announced }),
    ).toBeUndefined()
    expect(
      getBrowserWalletConnector({ chain: 'eip155', hasInjectedProvider: false, announced: [] }),
    ).toBeUndefined()
  })
})
