import { describe, expect, test } from 'vitest'
import { connector } from '../../test/fixtures.js'
import { addRecentWallet } from './addRecentWallet.js'

describe('addRecentWallet', () => {
  test('default: most recent first, at most 2, images left out', () => {
    const a = connector('A', { type: 'ANNOUNCED', imageUrl: 'data:a' })
    const b = connector('B', { type: 'ANNOUNCED' })
    const c = connector('C', { type: 'ANNOUNCED' })
    let recent = addRecentWallet([], a)
    expect(recent).toEqual([{ id: 'a', name: 'A', type: 'ANNOUNCED', chain: 'eip155' }])
    recent = addRecentWallet(recent, b)
    recent = addRecentWallet(recent, c)
    expect(recent.map((wallet) => wallet.id)).toEqual(['c', 'b'])
  })

  test('behavior: connecting again with a wallet moves it first, without a duplicate', () => {
    const a = connector('A', { type: 'ANNOUNCED' })
    const b = connector('B', { type: 'ANNOUNCED' })
    const recent = addRecentWallet(addRecentWallet(addRecentWallet([], a), b), a)
    expect(recent.map((wallet) => wallet.id)).toEqual(['a', 'b'])
  })

  test("behavior: 'Trust' replaces 'Trust Wallet'", () => {
    const recent = addRecentWallet(
      addRecentWallet([], connector('Trust Wallet', { type: 'ANNOUNCED' })),
      connector('Trust', { type: 'ANNOUNCED', chain: 'solana' }),
    )
    expect(recent.map((wallet) => wallet.name)).toEqual(['Trust'])
  })

  test('behavior: the generic WalletConnect entry and the embedded wallet are not recorded', () => {
    const a = addRecentWallet([], connector('A', { type: 'ANNOUNCED' }))
    expect(
      addRecentWallet(
        a,
        connector('WalletConnect', { type: 'WALLET_CONNECT', id: 'walletConnect' }),
      ),
    ).toEqual(a)
    expect(addRecentWallet(a, connector('Email', { type: 'AUTH', id: 'ID_AUTH' }))).toEqual(a)
  })
})
