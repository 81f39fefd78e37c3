import { describe, expect, test } from 'vitest'
import { devnet, devnet2, solanaDevnet } from '../../test/fixtures.js'
import { getWalletConnectNamespaces } from './getWalletConnectNamespaces.js'

describe('getWalletConnectNamespaces', () => {
  test('default: one namespace per chain namespace, with every network and its RPC URL', () => {
    const namespaces = getWalletConnectNamespaces([devnet, devnet2, solanaDevnet])
    expect(Object.keys(namespaces)).toEqual(['eip155', 'solana'])
    expect(namespaces.eip155).toMatchObject({
      chains: ['eip155:31337', 'eip155:31338'],
      events: ['chainChanged', 'accountsChanged'],
      rpcMap: {
        '31337': 'http://127.0.0.1:8545',
        'eip155:31337': 'http://127.0.0.1:8545',
        '31338': 'http://127.0.0.1:8546',
      },
    })
    expect(namespaces.eip155?.methods).toEqual(
      expect.arrayContaining([
        'personal_sign',
        'eth_sendTransaction',
        'wallet_switchEthereumChain',
      ]),
    )
    expect(namespaces.solana).toMatchObject({
      chains: ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'],
      rpcMap: { 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'http://127.0.0.1:8899' },
    })
  })
})
