import { describe, expect, test } from 'vitest'
import type { Connector } from '../connectors/Connector.js'
import { getWalletListItems } from './getWalletListItems.js'
import type { RegistryWallet } from './registryApi.js'

const wallet = (id: string, name: string, rdns: string | null = null): RegistryWallet => ({
  id,
  name,
  image_id: id.padEnd(64, '0'),
  rdns,
  chains: ['eip155:*'],
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  homepage: null,
  app_store: null,
  play_store: null,
  chrome_store: null,
  badge_type: null,
})
const metamask = wallet('metamask', 'MetaMask', 'io.metamask')
const rainbow = wallet('rainbow', 'Rainbow', 'me.rainbow')
const zerion = wallet('zerion', 'Zerion', 'io.zerion.wallet')
const installedMetaMask: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'io.metamask' },
}
const devWallet: Connector = {
  id: 'dev.latchkey.wallet',
  name: 'Latchkey Dev Wallet',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'dev.latchkey.wallet' },
}
const walletConnect: Connector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
}
const names = (items: ReturnType<typeof getWalletListItems>) =>
  items.map((item) => `${item.connector.name}${item.installed ? ' (installed)' : ''}`)

describe('getWalletListItems', () => {
  test('default: installed first, then featured, custom and the pages; a registry wallet in the page shows once, installed', () => {
    const items = getWalletListItems({
      connectors: [walletConnect, devWallet, installedMetaMask],
      featured: [zerion],
      custom: [{ id: 'acme', name: 'Acme Wallet' }],
      wallets: [metamask, rainbow, zerion],
      namespaces: ['eip155'],
    })
    expect(names(items)).toEqual([
      'Latchkey Dev Wallet (installed)',
      'MetaMask (installed)',
      'Zerion',
      'Acme Wallet',
      'Rainbow',
    ])
    // The installed MetaMask is the announced connector: a click connects through it.
    expect(items[1]?.connector).toBe(installedMetaMask)
    expect(items[2]?.connector).toMatchObject({ type: 'WALLET_CONNECT', explorerId: 'zerion' })
  })

  test('behavior: a search keeps installed and custom wallets by name, and an installed result first', () => {
    const items = getWalletListItems({
      connectors: [devWallet, installedMetaMask],
      custom: [{ id: 'acme', name: 'Acme Wallet' }],
      wallets: [rainbow, metamask],
      namespaces: ['eip155'],
      query: 'a',
    })
    expect(names(items)).toEqual([
      'Latchkey Dev Wallet (installed)',
      'MetaMask (installed)',
      'Acme Wallet',
      'Rainbow',
    ])
    expect(
      names(
        getWalletListItems({
          connectors: [devWallet, installedMetaMask],
          wallets: [metamask],
          namespaces: ['eip155'],
          query: 'meta',
        }),
      ),
    ).toEqual(['MetaMask (installed)'])
  })

  test('behavior: a wallet installed under the same name but another rdns is the installed one', () => {
    const items = getWalletListItems({
      connectors: [{ ...installedMetaMask, info: undefined }],
      wallets: [metamask],
      namespaces: ['eip155'],
    })
    expect(names(items)).toEqual(['MetaMask (installed)'])
  })

  // How fast is bench/allWallets.mjs's figure (aim under 500 ms); this checks what comes out.
  test('behavior: 5,000 entries are all listed, the installed ones first, each once', () => {
    const wallets = Array.from({ length: 5000 }, (_, index) =>
      wallet(`w-${index}`, `Wallet ${index}`, `example.w-${index}`),
    )
    const installed: Connector = {
      id: 'example.w-4321',
      name: 'Wallet 4321',
      type: 'ANNOUNCED',
      chain: 'eip155',
      info: { rdns: 'example.w-4321' },
    }
    const items = getWalletListItems({
      connectors: [devWallet, installed],
      wallets,
      namespaces: ['eip155'],
    })
    expect(items).toHaveLength(5001)
    expect(names(items).slice(0, 2)).toEqual([
      'Latchkey Dev Wallet (installed)',
      'Wallet 4321 (installed)',
    ])
    expect(new Set(names(items)).size).toBe(5001)
    expect(names(items)).toContain('Wallet 0')
    expect(names(items)).toContain('Wallet 4999')
  })
})
