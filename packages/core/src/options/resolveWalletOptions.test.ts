import { describe, expect, test } from 'vitest'
import { createTestAdapter } from '../../test/createTestAdapter.js'
import { devnet } from '../../test/fixtures.js'
import type { CreateLatchkeyParameters } from './LatchkeyOptions.js'
import { resolveOptions } from './resolveOptions.js'

const base = (): CreateLatchkeyParameters => ({
  networks: [devnet],
  adapters: [createTestAdapter().adapter],
})
const resolve = (overrides: Record<string, unknown>) => () =>
  resolveOptions({ ...base(), ...overrides } as CreateLatchkeyParameters)

describe('resolveWalletOptions', () => {
  test('default: no registry, no lists, no legal links, All Wallets shown', () => {
    const options = resolveOptions(base())
    expect(options).toMatchObject({
      registryUrl: undefined,
      featuredWalletIds: [],
      includeWalletIds: [],
      excludeWalletIds: [],
      customWallets: [],
      termsConditionsUrl: undefined,
      privacyPolicyUrl: undefined,
    })
    expect(options.features.allWallets).toBe('SHOW')
  })

  test('parameters: every wallet option', () => {
    const custom = {
      id: 'acme',
      name: 'Acme Wallet',
      image_url: 'data:image/svg+xml,%3Csvg/%3E',
      rdns: 'com.acme',
      mobile_link: 'acme://',
      webapp_link: 'https://app.acme.example',
    }
    const options = resolveOptions({
      ...base(),
      registryUrl: 'http://127.0.0.1:8787',
      featuredWalletIds: ['rainbow', 'zerion'],
      includeWalletIds: ['rainbow'],
      excludeWalletIds: ['metamask'],
      customWallets: [custom],
      termsConditionsUrl: 'https://example.com/terms',
      privacyPolicyUrl: 'https://example.com/privacy',
      features: { allWallets: 'ONLY_MOBILE', legalCheckbox: true },
    })
    expect(options).toMatchObject({
      registryUrl: 'http://127.0.0.1:8787',
      featuredWalletIds: ['rainbow', 'zerion'],
      includeWalletIds: ['rainbow'],
      excludeWalletIds: ['metamask'],
      customWallets: [custom],
      termsConditionsUrl: 'https://example.com/terms',
      privacyPolicyUrl: 'https://example.com/privacy',
    })
    expect(options.features).toMatchObject({ allWallets: 'ONLY_MOBILE', legalCheckbox: true })
  })

  test('parameters: allWallets as a boolean', () => {
    const mode = (allWallets: boolean) =>
      resolveOptions({ ...base(), features: { allWallets } }).features.allWallets
    expect(mode(true)).toBe('SHOW')
    expect(mode(false)).toBe('HIDE')
  })

  test.each<[string, Record<string, unknown>, string]>([
    ['registryUrl over ws', { registryUrl: 'ws://x' }, 'Invalid option `registryUrl`'],
    ['a featured id with capitals', { featuredWalletIds: ['MetaMask'] }, '`featuredWalletIds[0]`'],
    ['include not a list', { includeWalletIds: 'rainbow' }, '`includeWalletIds`'],
    ['an excluded id twice', { excludeWalletIds: ['a', 'a'] }, 'lists a wallet twice'],
    ['a custom wallet without a name', { customWallets: [{ id: 'x' }] }, '`customWallets[0].name`'],
    [
      'a custom wallet with a javascript: link',
      { customWallets: [{ id: 'x', name: 'X', mobile_link: 'javascript:alert(1)' }] },
      '`customWallets[0].mobile_link`',
    ],
    [
      'a custom wallet with an http homepage missing',
      { customWallets: [{ id: 'x', name: 'X', homepage: 'ftp://x' }] },
      '`customWallets[0].homepage`',
    ],
    [
      'a custom wallet with an unknown field',
      { customWallets: [{ id: 'x', name: 'X', icon: 'x' }] },
      '`customWallets[0].icon`: unknown field',
    ],
    [
      'two custom wallets with one id',
      {
        customWallets: [
          { id: 'x', name: 'X' },
          { id: 'x', name: 'Y' },
        ],
      },
      'x is used twice',
    ],
    ['terms not a URL', { termsConditionsUrl: 'terms' }, '`termsConditionsUrl`'],
    ['allWallets unknown', { features: { allWallets: 'SOME' } }, '`features.allWallets`'],
  ])('behavior: throws for %s', (_name, overrides, message) => {
    expect(resolve(overrides)).toThrow(message)
  })
})
