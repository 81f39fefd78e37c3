import { describe, expect, test, vi } from 'vitest'
import { devnet, devnet2, solanaDevnet } from '../../test/fixtures.js'
import { createChainsStore } from './createChainsStore.js'

function setup() {
  return createChainsStore({
    namespaces: ['eip155', 'solana'],
    networks: [devnet, solanaDevnet, devnet2],
    defaultNetwork: devnet2,
  })
}

describe('createChainsStore', () => {
  test('default: every namespace disconnected on its default network', () => {
    const chains = setup()
    const state = chains.getState()
    expect(state.activeNamespace).toBe('eip155')
    expect(Object.keys(state.chains)).toEqual(['eip155', 'solana'])
    expect(state.chains.eip155?.account).toEqual({
      caipAddress: undefined,
      address: undefined,
      balance: undefined,
      balanceSymbol: undefined,
      profileName: undefined,
      profileImage: undefined,
      addressExplorerUrl: undefined,
      smartAccountDeployed: false,
      tokenBalance: [],
      allAccounts: [],
      preferredAccountType: 'smartAccount',
      socialProvider: undefined,
      signedInWithPasskey: false,
      connectedWalletInfo: undefined,
      status: 'disconnected',
    })
    expect(state.chains.solana?.account.preferredAccountType).toBe('eoa')
    expect(state.chains.eip155?.network).toEqual({
      caipNetwork: devnet2,
      requestedCaipNetworks: [devnet, devnet2],
      approvedCaipNetworkIds: undefined,
      supportsAllNetworks: true,
      smartAccountEnabledNetworks: [],
    })
    expect(state.chains.solana?.network.caipNetwork).toBe(solanaDevnet)
  })

  test('behavior: setAccount replaces only that namespace and skips no-op updates', () => {
    const chains = setup()
    const listener = vi.fn()
    chains.subscribeAll(listener)
    const solana = chains.getState().chains.solana
    chains.setAccount('eip155', { address: '0xabc', status: 'connected' })
    expect(chains.getState().chains.eip155?.account).toMatchObject({
      address: '0xabc',
      status: 'connected',
    })
    expect(chains.getState().chains.solana).toBe(solana)
    const account = chains.getState().chains.eip155?.account
    chains.setAccount('eip155', { address: '0xabc' })
    expect(chains.getState().chains.eip155?.account).toBe(account)
    expect(listener).toHaveBeenCalledTimes(1)
  })

  test('behavior: resetAccount and resetNetwork', () => {
    const chains = setup()
    chains.setAccount('eip155', { address: '0xabc', status: 'connected' })
    chains.setNetwork('eip155', { caipNetwork: devnet, approvedCaipNetworkIds: ['eip155:1'] })
    chains.resetAccount('eip155')
    chains.resetNetwork('eip155')
    const chain = chains.getState().chains.eip155
    expect(chain?.account.status).toBe('disconnected')
    expect(chain?.account.address).toBeUndefined()
    // The selected network stays when it is configured.
    expect(chain?.network.caipNetwork).toBe(devnet)
    expect(chain?.network.approvedCaipNetworkIds).toBeUndefined()
  })

  test('behavior: resetNetwork leaves an unconfigured network for the default', () => {
    const chains = setup()
    chains.setNetwork('eip155', {
      caipNetwork: { ...devnet, id: 999, caipNetworkId: 'eip155:999' },
    })
    chains.resetNetwork('eip155')
    expect(chains.getState().chains.eip155?.network.caipNetwork).toBe(devnet2)
  })

  test('behavior: setActiveNamespace; a namespace without adapter throws', () => {
    const chains = setup()
    chains.setActiveNamespace('solana')
    expect(chains.getState().activeNamespace).toBe('solana')
    expect(() => chains.setActiveNamespace('bip122')).toThrow('Chain adapter not found')
    expect(() => chains.setAccount('polkadot', {})).toThrow('Chain adapter not found')
  })
})
