import { describe, expect, test } from 'vitest'
import { connector } from '../../test/fixtures.js'
import { addRecentWallet } from './addRecentWallet.js'
import { getConnectorGroups } from './getConnectorGroups.js'
import { mergeConnectors } from './mergeConnectors.js'

const walletConnect = connector('WalletConnect', { type: 'WALLET_CONNECT', id: 'walletConnect' })
const metamask = connector('MetaMask', { type: 'ANNOUNCED', info: { rdns: 'io.metamask' } })
const rabby = connector('Rabby', { type: 'ANNOUNCED' })
const browser = connector('Browser Wallet', { type: 'INJECTED', id: 'injected' })
const safe = connector('Safe', { type: 'EXTERNAL', id: 'safe' })
const auth = connector('Email', { type: 'AUTH', id: 'ID_AUTH' })

function names(groups: ReturnType<typeof getConnectorGroups>) {
  return Object.fromEntries(
    groups.map((group) => [group.name, group.connectors.map((entry) => entry.name)]),
  )
}

describe('getConnectorGroups', () => {
  test('default: the spec order, every group present', () => {
    const groups = getConnectorGroups({
      connectors: [auth, safe, metamask, browser, walletConnect, rabby],
      featured: [connector('Featured', { type: 'WALLET_CONNECT', explorerId: 'f1' })],
      custom: [connector('Custom', { type: 'WALLET_CONNECT', explorerId: 'c1' })],
      recommended: [connector('Recommended', { type: 'WALLET_CONNECT', explorerId: 'r1' })],
    })
    expect(groups.map((group) => group.name)).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
    expect(names(groups)).toEqual({
      walletConnect: ['WalletConnect'],
      recent: [],
      injected: ['MetaMask', 'Browser Wallet', 'Rabby'],
      featured: ['Featured'],
      custom: ['Custom'],
      external: ['Safe'],
      recommended: ['Recommended'],
    })
  })

  test('parameters: order', () => {
    const groups = getConnectorGroups({ connectors: [], order: ['injected', 'walletConnect'] })
    expect(groups.map((group) => group.name)).toEqual(['injected', 'walletConnect'])
  })

  test('behavior: the 2 most recent wallets come first, shown once, through the live connector', () => {
    const recent = addRecentWallet(addRecentWallet([], rabby), { ...metamask, imageUrl: 'old' })
    const live = { ...metamask, imageUrl: 'data:new' }
    const groups = getConnectorGroups({ connectors: [live, rabby, browser], recent })
    expect(names(groups).recent).toEqual(['MetaMask', 'Rabby'])
    expect(groups[1]?.connectors[0]).toBe(live)
    expect(names(groups).injected).toEqual(['Browser Wallet'])
  })

  test('behavior: a recent browser wallet that went away is dropped; a WalletConnect one stays', () => {
    const registryWallet = connector('Zerion', { type: 'WALLET_CONNECT', explorerId: 'zerion' })
    const recent = addRecentWallet(addRecentWallet([], registryWallet), rabby)
    const groups = getConnectorGroups({ connectors: [metamask], recent })
    expect(names(groups).recent).toEqual(['Zerion'])
  })

  test('behavior: a recent wallet merged across chains matches the merged entry', () => {
    const solana = connector('Phantom', { type: 'ANNOUNCED', chain: 'solana', id: 'app.phantom' })
    const evm = connector('Phantom', { type: 'ANNOUNCED', id: 'phantom-evm' })
    const connectors = mergeConnectors([evm, solana])
    const groups = getConnectorGroups({ connectors, recent: addRecentWallet([], solana) })
    expect(groups[1]?.connectors).toEqual([connectors[0]])
    expect(names(groups).injected).toEqual([])
  })

  test('behavior: an installed wallet is not repeated as featured or recommended', () => {
    const groups = getConnectorGroups({
      connectors: [metamask],
      featured: [connector('MetaMask', { type: 'WALLET_CONNECT', explorerId: 'mm' })],
      recommended: [connector('Trust', { type: 'WALLET_CONNECT', explorerId: 'trust' })],
    })
    expect(names(groups).featured).toEqual([])
    expect(names(groups).recommended).toEqual(['Trust'])
  })
})

describe('getConnectorGroups: registry wallets', () => {
  const registry = (name: string, rdns?: string) =>
    connector(name, {
      type: 'WALLET_CONNECT',
      id: name.toLowerCase(),
      explorerId: name.toLowerCase(),
      info: rdns ? { rdns } : undefined,
    })

  test('behavior: a registry wallet whose rdns an installed wallet announces shows as installed only', () => {
    const installed = connector('MetaMask Flask', {
      type: 'ANNOUNCED',
      id: 'io.metamask',
      info: { rdns: 'io.metamask' },
    })
    const groups = getConnectorGroups({
      connectors: [installed],
      featured: [registry('MetaMask', 'io.metamask')],
      recommended: [registry('Rainbow', 'me.rainbow')],
    })
    expect(names(groups)).toMatchObject({
      injected: ['MetaMask Flask'],
      featured: [],
      recommended: ['Rainbow'],
    })
  })

  test('behavior: 4 recommended at most, none featured or custom', () => {
    const groups = getConnectorGroups({
      connectors: [],
      featured: [registry('Zerion')],
      custom: [registry('Acme')],
      recommended: ['Zerion', 'Acme', 'A', 'B', 'C', 'D', 'E'].map((name) => registry(name)),
    })
    expect(names(groups)).toMatchObject({
      featured: ['Zerion'],
      custom: ['Acme'],
      recommended: ['A', 'B', 'C', 'D'],
    })
  })
})
