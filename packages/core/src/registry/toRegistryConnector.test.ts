import { describe, expect, test } from 'vitest'
import type { RegistryWallet } from './registryApi.js'
import { toRegistryConnector } from './toRegistryConnector.js'

const phantom: RegistryWallet = {
  id: 'phantom',
  name: 'Phantom',
  image_id: 'a'.repeat(64),
  rdns: 'app.phantom',
  chains: ['solana:*', 'eip155:*'],
  mobile_link: 'phantom://',
  desktop_link: null,
  webapp_link: 'javascript:alert(1)',
  homepage: 'https://phantom.com/',
  app_store: 'https://apps.apple.com/app/phantom',
  play_store: null,
  chrome_store: 'https://chromewebstore.google.com/detail/phantom',
  badge_type: 'certified',
}

describe('toRegistryConnector', () => {
  test('default: a registry wallet is a WALLET_CONNECT connector with its registry id, icon and links', () => {
    expect(toRegistryConnector(phantom, ['eip155', 'solana'])).toEqual({
      id: 'phantom',
      name: 'Phantom',
      type: 'WALLET_CONNECT',
      chain: 'eip155',
      imageId: phantom.image_id,
      explorerId: 'phantom',
      info: { rdns: 'app.phantom' },
      // The javascript: web app link is dropped.
      links: { mobile: 'phantom://', desktop: undefined, webapp: undefined },
      downloads: {
        chrome: 'https://chromewebstore.google.com/detail/phantom',
        ios: 'https://apps.apple.com/app/phantom',
        android: undefined,
        homepage: 'https://phantom.com/',
      },
    })
  })

  test('behavior: the chain is the first of the dapp namespaces the wallet supports', () => {
    expect(
      toRegistryConnector({ ...phantom, chains: ['solana:*'] }, ['eip155', 'solana']).chain,
    ).toBe('solana')
  })

  test('behavior: a custom wallet keeps its own image URL and has no registry id', () => {
    const connector = toRegistryConnector(
      { id: 'acme', name: 'Acme', image_url: 'https://acme.example/icon.png', rdns: 'com.acme' },
      ['eip155'],
    )
    expect(connector).toMatchObject({
      id: 'acme',
      type: 'WALLET_CONNECT',
      chain: 'eip155',
      imageUrl: 'https://acme.example/icon.png',
      info: { rdns: 'com.acme' },
    })
    expect(connector.explorerId).toBeUndefined()
  })
})

describe('toRegistryConnector: links a server should not have sent', () => {
  test('behavior: system handlers, intents without an https fallback and plain http are dropped', () => {
    const connector = toRegistryConnector(
      {
        ...phantom,
        mobile_link:
          'intent://x#Intent;scheme=phantom;S.browser_fallback_url=javascript:alert(1);end',
        desktop_link: 'ms-msdt:/id PCWDiagnostic',
        webapp_link: 'search-ms:query=x',
        homepage: 'smb://evil.example/share',
        app_store: 'http://apps.apple.com/app/phantom',
        play_store: ' javascript:alert(1)',
        chrome_store: 'https://chromewebstore.google.com@evil.example/',
      },
      ['solana'],
    )
    expect(connector.links).toEqual({ mobile: undefined, desktop: undefined, webapp: undefined })
    expect(connector.downloads).toEqual({
      chrome: undefined,
      ios: undefined,
      android: undefined,
      homepage: undefined,
    })
  })
})
