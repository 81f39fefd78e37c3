import { describe, expect, test } from 'vitest'
import { connector } from '../../test/fixtures.js'
import type { ConnectorGroup } from './getConnectorGroups.js'
import { orderConnectorGroups } from './orderConnectorGroups.js'

const groups: readonly ConnectorGroup[] = [
  {
    name: 'walletConnect',
    connectors: [connector('WalletConnect', { type: 'WALLET_CONNECT', id: 'walletConnect' })],
  },
  { name: 'injected', connectors: [connector('Rabby', { type: 'ANNOUNCED' })] },
  { name: 'external', connectors: [connector('Safe', { type: 'EXTERNAL', id: 'safe' })] },
]

describe('orderConnectorGroups', () => {
  test('default: a desktop keeps the groups as given, WalletConnect first', () => {
    expect(orderConnectorGroups(groups, false)).toBe(groups)
  })

  test('behavior: on a phone WalletConnect comes after the wallets that open directly', () => {
    expect(orderConnectorGroups(groups, true).map((group) => group.name)).toEqual([
      'injected',
      'external',
      'walletConnect',
    ])
  })
})
