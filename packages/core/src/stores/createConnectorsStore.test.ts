import { describe, expect, test } from 'vitest'
import { createMemoryStorage } from '../../test/createMemoryStorage.js'
import { connector } from '../../test/fixtures.js'
import { createStorage } from '../storage/createStorage.js'
import { createConnectorsStore } from './createConnectorsStore.js'

function setup(parameters: { stored?: unknown; enableInjected?: boolean } = {}) {
  const backing = createMemoryStorage(
    parameters.stored === undefined ? {} : { recentWallets: parameters.stored },
  )
  const connectors = createConnectorsStore({
    storage: createStorage({ storage: backing }),
    enableInjected: parameters.enableInjected,
  })
  return { connectors, backing }
}

const metamask = connector('MetaMask', { type: 'ANNOUNCED', info: { rdns: 'io.metamask' } })
const injectedMetamask = connector('Injected', {
  type: 'INJECTED',
  id: 'injected',
  info: { rdns: 'io.metamask' },
})
const phantomEvm = connector('Phantom', { type: 'ANNOUNCED', id: 'app.phantom' })
const phantomSolana = connector('Phantom', { type: 'ANNOUNCED', chain: 'solana' })

describe('createConnectorsStore', () => {
  test('default: empty, every group present', () => {
    const { connectors } = setup()
    const state = connectors.getState()
    expect(state.connectors).toEqual([])
    expect(state.recent).toEqual([])
    expect(state.groups.map((group) => group.name)).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
  })

  test('behavior: discovered connectors of every namespace are deduped and merged', () => {
    const { connectors } = setup()
    connectors.setDiscovered('injected:eip155', 'eip155', [metamask, injectedMetamask, phantomEvm])
    connectors.setDiscovered('injected:solana', 'solana', [phantomSolana])
    const state = connectors.getState()
    expect(state.discovered.eip155).toHaveLength(3)
    expect(state.connectors.map((entry) => [entry.name, entry.type])).toEqual([
      ['MetaMask', 'ANNOUNCED'],
      ['Phantom', 'MULTI_CHAIN'],
    ])
  })

  test('parameters: enableInjected false', () => {
    const { connectors } = setup({ enableInjected: false })
    connectors.setDiscovered('injected:eip155', 'eip155', [
      connector('Browser Wallet', { type: 'INJECTED' }),
    ])
    expect(connectors.getState().connectors).toEqual([])
  })

  test('behavior: addRecent stores; start reads and drops malformed entries', () => {
    const { connectors, backing } = setup()
    connectors.setDiscovered('injected:eip155', 'eip155', [metamask, phantomEvm])
    connectors.addRecent(phantomEvm)
    expect(backing.read('recentWallets')).toEqual([
      { id: 'app.phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'eip155' },
    ])
    const recentGroup = connectors.getState().groups.find((group) => group.name === 'recent')
    expect(recentGroup?.connectors).toEqual([phantomEvm])

    const next = setup({
      stored: [{ id: 'a', name: 'A', type: 'ANNOUNCED', chain: 'eip155' }, { id: 3 }, null],
    })
    expect(next.connectors.getState().recent).toEqual([])
    next.connectors.start()
    expect(next.connectors.getState().recent).toEqual([
      { id: 'a', name: 'A', type: 'ANNOUNCED', chain: 'eip155' },
    ])
  })
})

describe('createConnectorsStore: listed wallets', () => {
  test('behavior: setListed fills the featured, custom and recommended groups', () => {
    const { connectors } = setup()
    const featured = connector('Zerion', { type: 'WALLET_CONNECT', explorerId: 'zerion' })
    const custom = connector('Acme', { type: 'WALLET_CONNECT', id: 'acme' })
    connectors.setDiscovered('injected:eip155', 'eip155', [metamask])
    connectors.setListed({ featured: [featured] })
    connectors.setListed({ custom: [custom] })
    const groups = Object.fromEntries(
      connectors.getState().groups.map((group) => [group.name, group.connectors]),
    )
    expect(groups).toMatchObject({ injected: [metamask], featured: [featured], custom: [custom] })
  })

  test('behavior: an installed wallet announcing an excluded rdns is hidden', () => {
    const { connectors } = setup()
    connectors.setDiscovered('injected:eip155', 'eip155', [metamask, phantomEvm])
    connectors.setListed({ excludedRdns: ['io.metamask'] })
    expect(connectors.getState().connectors).toEqual([phantomEvm])
  })
})
