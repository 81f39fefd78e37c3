import { expect, test } from 'vitest'
import type { Connector } from '../connectors/Connector.js'
import { getWalletRoute } from './getWalletRoute.js'

const announced: Connector = { id: 'io.x', name: 'X', type: 'ANNOUNCED', chain: 'eip155' }
const external: Connector = { id: 'safe', name: 'Safe', type: 'EXTERNAL', chain: 'eip155' }
const walletConnect: Connector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
}
const registryWallet: Connector = {
  id: 'rainbow',
  name: 'Rainbow',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
  explorerId: 'rainbow',
}

test('behavior: installed and SDK wallets connect directly', () => {
  expect(getWalletRoute(announced, [announced])).toBe('ConnectingExternal')
  expect(getWalletRoute(external, [external])).toBe('ConnectingExternal')
})

test('behavior: a registry wallet pairs through WalletConnect when it is on', () => {
  expect(getWalletRoute(registryWallet, [announced, walletConnect])).toBe('ConnectingWalletConnect')
  expect(getWalletRoute(walletConnect, [walletConnect])).toBe('ConnectingWalletConnect')
})

test('behavior: without WalletConnect a registry wallet offers its downloads', () => {
  expect(getWalletRoute(registryWallet, [announced])).toBe('Downloads')
})
