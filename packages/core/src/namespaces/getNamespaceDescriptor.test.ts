import { describe, expect, test } from 'vitest'
import { devnet } from '../../test/fixtures.js'
import { builtInNamespaces } from './builtInNamespaces.js'
import { eip155 } from './eip155/eip155.js'
import { getNamespaceDescriptor } from './getNamespaceDescriptor.js'
import { getWalletConnectPart } from './getWalletConnectPart.js'
import type { NamespaceDescriptor } from './NamespaceDescriptor.js'

describe('getNamespaceDescriptor', () => {
  test('default: a built-in namespace without adapters gets core’s record', () => {
    for (const [namespace, descriptor] of Object.entries(builtInNamespaces))
      expect(getNamespaceDescriptor(undefined, namespace)).toBe(descriptor)
  })

  test('parameters: adapters: the record an adapter carries wins over the built-in one', () => {
    const own: NamespaceDescriptor = { ...eip155, siwx: { chainName: 'Ethereum Classic' } }
    const adapters = new Map([['eip155', { descriptor: own }]])
    expect(getNamespaceDescriptor(adapters, 'eip155')).toBe(own)
    // An adapter without a record falls back to core's.
    expect(getNamespaceDescriptor(new Map([['eip155', {}]]), 'eip155')).toBe(eip155)
  })

  test('behavior: a namespace no one described connects only, named by its own name', () => {
    const plain = getNamespaceDescriptor(undefined, 'cosmos')
    expect(plain).toMatchObject({
      namespace: 'cosmos',
      accountType: 'eoa',
      walletConnect: { methods: [], events: ['accountsChanged'] },
      siwx: { chainName: 'cosmos' },
      supports: { balance: false, activity: false, names: false, swap: false },
    })
    expect(plain.walletConnect?.basic).toBeUndefined()
    expect(plain.toChainId('cosmoshub-4')).toBe('cosmoshub-4')
    expect(plain.explorer.address('https://scan.test/', 'abc')).toBe(
      'https://scan.test/address/abc',
    )
  })

  test('behavior: the built-in records keep what core did by name', () => {
    expect(eip155.toChainId('0x7a69')).toBe(31337)
    expect(getWalletConnectPart(eip155).toProviderChainId?.('31337')).toBe('0x7a69')
    expect(eip155.isSameAddress('0xAbC', '0xabc')).toBe(true)
    expect(builtInNamespaces.solana.isSameAddress('AbC', 'abc')).toBe(false)
    expect(builtInNamespaces.bip122.accountType).toBe('payment')
    expect(eip155.preferredAccountType).toBe('smartAccount')
    expect(builtInNamespaces.solana.explorer.address('https://x.test', 'So1')).toBe(
      'https://x.test/account/So1',
    )
    expect(eip155.checkNetworkId?.(0)).toMatch(/positive integer/)
    expect(
      getWalletConnectPart(eip155).basic?.sendTransaction?.({
        address: '0x1',
        to: '0x2',
        value: 255n,
        caipNetwork: devnet,
      }),
    ).toEqual({
      method: 'eth_sendTransaction',
      params: [{ from: '0x1', to: '0x2', value: '0xff' }],
    })
  })
})
