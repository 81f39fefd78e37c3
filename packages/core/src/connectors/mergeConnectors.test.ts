import { describe, expect, test } from 'vitest'
import { connector } from '../../test/fixtures.js'
import { getChainConnector } from './getChainConnector.js'
import { mergeConnectors } from './mergeConnectors.js'

describe('mergeConnectors', () => {
  test('default: same-named connectors on several chains become one MULTI_CHAIN entry', () => {
    const evm = connector('Phantom', { type: 'ANNOUNCED', imageUrl: 'data:evm' })
    const solana = connector('Phantom', { type: 'ANNOUNCED', chain: 'solana', id: 'phantom-sol' })
    const rabby = connector('Rabby', { type: 'ANNOUNCED' })
    expect(mergeConnectors([evm, rabby, solana])).toEqual([
      {
        id: 'phantom',
        name: 'Phantom',
        type: 'MULTI_CHAIN',
        chain: 'eip155',
        imageUrl: 'data:evm',
        imageId: undefined,
        explorerId: undefined,
        info: undefined,
        connectors: [evm, solana],
      },
      rabby,
    ])
  })

  test("behavior: 'Trust Wallet' and 'Trust' are the same wallet", () => {
    const evm = connector('Trust Wallet', { type: 'ANNOUNCED' })
    const solana = connector('Trust', { type: 'ANNOUNCED', chain: 'solana' })
    const [merged, ...rest] = mergeConnectors([evm, solana])
    expect(rest).toEqual([])
    expect(merged).toMatchObject({ name: 'Trust Wallet', type: 'MULTI_CHAIN' })
    expect(merged?.connectors).toEqual([evm, solana])
  })

  test('behavior: same-named connectors of one chain are not merged', () => {
    const announced = connector('MetaMask', { type: 'ANNOUNCED' })
    const injected = connector('MetaMask', { type: 'INJECTED', id: 'injected' })
    expect(mergeConnectors([announced, injected])).toEqual([announced, injected])
  })

  test('behavior: a third chain joins; a second one of a chain stays apart', () => {
    const a = connector('Wallet', { type: 'ANNOUNCED' })
    const b = connector('Wallet', { type: 'ANNOUNCED', chain: 'solana' })
    const c = connector('Wallet', { type: 'INJECTED', chain: 'eip155', id: 'injected' })
    const d = connector('Wallet', { type: 'ANNOUNCED', chain: 'polkadot' })
    const result = mergeConnectors([a, b, c, d])
    expect(result).toHaveLength(2)
    expect(result[0]?.connectors).toEqual([a, b, d])
    expect(result[1]).toBe(c)
  })

  test('behavior: WalletConnect, embedded and external connectors are not merged', () => {
    const list = [
      connector('WalletConnect', { type: 'WALLET_CONNECT', id: 'walletConnect' }),
      connector('WalletConnect', { type: 'WALLET_CONNECT', id: 'walletConnect', chain: 'solana' }),
      connector('Auth', { type: 'AUTH', id: 'ID_AUTH' }),
      connector('Auth', { type: 'AUTH', id: 'ID_AUTH', chain: 'solana' }),
    ]
    expect(mergeConnectors(list)).toEqual(list)
  })
})

describe('getChainConnector', () => {
  test('default', () => {
    const evm = connector('Phantom', { type: 'ANNOUNCED' })
    const solana = connector('Phantom', { type: 'ANNOUNCED', chain: 'solana' })
    const [merged] = mergeConnectors([evm, solana])
    expect(getChainConnector(merged!, 'solana')).toBe(solana)
    expect(getChainConnector(merged!)).toBe(evm)
    expect(getChainConnector(merged!, 'bip122')).toBeUndefined()
    expect(getChainConnector(evm, 'eip155')).toBe(evm)
    expect(getChainConnector(evm)).toBe(evm)
    expect(getChainConnector(evm, 'solana')).toBeUndefined()
  })
})
