import { describe, expect, test } from 'vitest'
import { connector } from '../../test/fixtures.js'
import { filterConnectors } from './filterConnectors.js'

const announced = connector('MetaMask', { type: 'ANNOUNCED' })
const injected = connector('Browser Wallet', { type: 'INJECTED', id: 'injected' })
const walletConnect = connector('WalletConnect', { type: 'WALLET_CONNECT', id: 'walletConnect' })
const auth = connector('Email', { type: 'AUTH', id: 'ID_AUTH' })
const external = connector('Safe', { type: 'EXTERNAL', id: 'safe' })
const all = [announced, injected, walletConnect, auth, external]

describe('filterConnectors', () => {
  test('default: everything shows', () => {
    expect(filterConnectors(all, {})).toEqual(all)
  })

  test('parameters: enableInjected, enableEIP6963, enableWalletConnect', () => {
    expect(filterConnectors(all, { enableInjected: false })).not.toContain(injected)
    expect(filterConnectors(all, { enableEIP6963: false })).not.toContain(announced)
    expect(filterConnectors(all, { enableWalletConnect: false })).not.toContain(walletConnect)
  })

  test('parameters: enableWallets false leaves the embedded wallet only', () => {
    expect(filterConnectors(all, { enableWallets: false })).toEqual([auth])
  })
})
