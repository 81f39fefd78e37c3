import { describe, expect, test } from 'vitest'
import { makeWalletIcon } from './makeWalletIcon.js'

describe('makeWalletIcon', () => {
  test('default: a 96x96 SVG with the initials on a colour from the name', () => {
    expect(makeWalletIcon({ name: 'MetaMask' })).toMatchInlineSnapshot(
      `"<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="22" fill="#3d8519"/><text x="48" y="48" dy="0.35em" text-anchor="middle" fill="#fff" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="44" font-weight="600">M</text></svg>"`,
    )
  })

  test('behavior: the same name draws the same bytes; another name another colour', () => {
    expect(makeWalletIcon({ name: 'Rainbow' })).toBe(makeWalletIcon({ name: 'Rainbow' }))
    const fill = (name: string) => /fill="(#[0-9a-f]{6})"/.exec(makeWalletIcon({ name }))![1]
    expect(fill('Rainbow')).not.toBe(fill('Rabby'))
  })

  test.each([
    ['Trust Wallet', 'T'],
    ['Ledger Live', 'LL'],
    ['Coin98 Super Wallet', 'CS'],
    ['1inch Wallet', '1'],
    ['imToken', 'I'],
    ['Polkadot{.js} extension', 'PJ'],
    ['Wallet', 'W'],
    ['ÉclairWallet', 'É'],
    ['***', '?'],
  ])('behavior: %s is drawn as %s', (name, initials) => {
    expect(makeWalletIcon({ name })).toContain(`>${initials}</text>`)
  })

  test('parameters: monogram, at most 3 characters, escaped', () => {
    expect(makeWalletIcon({ name: 'Ether', monogram: 'ETH' })).toContain('font-size="28"')
    expect(makeWalletIcon({ name: 'Ether', monogram: 'ETHER' })).toContain('>ETH</text>')
    expect(makeWalletIcon({ name: 'x', monogram: '<&>' })).toContain('>&lt;&amp;&gt;</text>')
  })

  test('parameters: monogram, a 4-character symbol is drawn whole', () => {
    const icon = makeWalletIcon({ name: 'Latchkey Solana Dollar', monogram: 'LKSD' })
    expect(icon).toContain('>LKSD</text>')
    expect(icon).toContain('font-size="22"')
  })

  test('behavior: white text stays readable: the fill is dark', () => {
    for (const name of ['a', 'b', 'MetaMask', 'Phantom', 'Zerion', 'Safe', 'Keplr', 'Xverse']) {
      const hex = /fill="#([0-9a-f]{6})"/.exec(makeWalletIcon({ name }))![1]!
      const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255)
      const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
      const luminance = 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!)
      expect((1 + 0.05) / (luminance + 0.05), name).toBeGreaterThan(4.5)
    }
  })
})
