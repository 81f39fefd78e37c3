import { describe, expect, test } from 'vitest'
import { ProjectConfigurationError } from '../errors/registry.js'
import { defaultFeatures } from '../options/features.js'
import {
  type GetConnectViewExtrasParameters,
  getConnectViewExtras,
} from './getConnectViewExtras.js'

const options: GetConnectViewExtrasParameters['options'] = {
  features: defaultFeatures,
  enableWallets: true,
  enableWalletGuide: true,
  termsConditionsUrl: undefined,
  privacyPolicyUrl: undefined,
  customWallets: [],
}
const registry: GetConnectViewExtrasParameters['registry'] = {
  status: 'ready',
  count: 46,
  alert: undefined,
  legalAccepted: false,
}
const extras = (
  overrides: {
    options?: Partial<GetConnectViewExtrasParameters['options']>
    features?: Partial<typeof defaultFeatures>
    registry?: Partial<GetConnectViewExtrasParameters['registry']>
  } = {},
  mobile = false,
) =>
  getConnectViewExtras({
    options: {
      ...options,
      ...overrides.options,
      features: { ...defaultFeatures, ...overrides.features },
    },
    registry: { ...registry, ...overrides.registry },
    mobile,
  })

describe('getConnectViewExtras', () => {
  test('default: All Wallets with the count and the wallet guide; no legal checkbox, no collapse', () => {
    expect(extras()).toEqual({
      legal: undefined,
      walletsEnabled: true,
      collapseWallets: false,
      allWallets: { count: 46 },
      walletGuide: true,
      alert: undefined,
    })
  })

  test("parameters: allWallets 'HIDE' and 'ONLY_MOBILE'", () => {
    expect(extras({ features: { allWallets: 'HIDE' } }).allWallets).toBeUndefined()
    expect(extras({ features: { allWallets: 'ONLY_MOBILE' } }).allWallets).toBeUndefined()
    expect(extras({ features: { allWallets: 'ONLY_MOBILE' } }, true).allWallets).toEqual({
      count: 46,
    })
  })

  test('behavior: no count while the registry loads; no entry without a registry or custom wallets', () => {
    expect(extras({ registry: { status: 'loading' } }).allWallets).toEqual({ count: undefined })
    expect(extras({ registry: { status: 'disabled', count: 0 } }).allWallets).toBeUndefined()
    expect(
      extras({
        registry: { status: 'disabled', count: 1 },
        options: { customWallets: [{ id: 'acme', name: 'Acme' }] },
      }).allWallets,
    ).toEqual({ count: 1 })
  })

  test('parameters: legalCheckbox waits for the tick, and needs a link to show', () => {
    expect(extras({ features: { legalCheckbox: true } }).legal).toBeUndefined()
    const terms = 'https://example.com/terms'
    const waiting = extras({
      features: { legalCheckbox: true },
      options: { termsConditionsUrl: terms },
    })
    expect(waiting).toMatchObject({
      legal: { termsUrl: terms, privacyUrl: undefined },
      walletsEnabled: false,
    })
    expect(
      extras({
        features: { legalCheckbox: true },
        options: { termsConditionsUrl: terms },
        registry: { legalAccepted: true },
      }).walletsEnabled,
    ).toBe(true)
  })

  test('parameters: collapseWallets needs email or socials', () => {
    expect(extras({ features: { collapseWallets: true } }).collapseWallets).toBe(true)
    expect(
      extras({ features: { collapseWallets: true, email: false, socials: [] } }).collapseWallets,
    ).toBe(false)
  })

  test('parameters: enableWalletGuide false; enableWallets false hides every wallet extra', () => {
    expect(extras({ options: { enableWalletGuide: false } }).walletGuide).toBe(false)
    expect(extras({ options: { enableWallets: false } })).toMatchObject({
      allWallets: undefined,
      walletGuide: false,
      collapseWallets: false,
    })
  })

  test('behavior: a refused project is the alert, and hides All Wallets', () => {
    const alert = new ProjectConfigurationError({ code: 'ORIGIN_NOT_ALLOWED', status: 403 })
    expect(extras({ registry: { alert } })).toMatchObject({
      alert: 'Invalid app configuration: origin not allowed',
      allWallets: undefined,
    })
  })
})
