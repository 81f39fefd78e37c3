import { describe, expect, test } from 'vitest'
import { formatWalletLink } from './formatWalletLink.js'

const uri = 'wc:7f6e@2?relay-protocol=irn&symKey=587d'
const encoded = encodeURIComponent(uri)

describe('formatWalletLink', () => {
  test('default: a native scheme gets wc?uri= and the encoded URI', () => {
    expect(formatWalletLink('rainbow://', uri)).toEqual({
      href: `rainbow://wc?uri=${encoded}`,
      base: 'rainbow://',
    })
  })

  test('behavior: a universal link keeps its path and gets a slash', () => {
    expect(formatWalletLink('https://link.wallet.app/app', uri)).toEqual({
      href: `https://link.wallet.app/app/wc?uri=${encoded}`,
      base: 'https://link.wallet.app/app/',
    })
  })

  test('behavior: a scheme written without slashes is completed', () => {
    expect(formatWalletLink('metamask:', uri).base).toBe('metamask://')
    expect(formatWalletLink('trust', uri).href).toBe(`trust://wc?uri=${encoded}`)
  })
})

describe('formatWalletLink: links the registry may hold', () => {
  test('behavior: a scheme with a path keeps its scheme and path', () => {
    expect(formatWalletLink('wallet:/connect', uri)).toEqual({
      href: `wallet:/connect/wc?uri=${encoded}`,
      base: 'wallet:/connect/',
    })
    expect(formatWalletLink('metamask:/', uri).base).toBe('metamask://')
    expect(formatWalletLink('okex://main', uri).href).toBe(`okex://main/wc?uri=${encoded}`)
  })

  test('behavior: an intent gets the pairing in its path, before its parameters', () => {
    const parameters = `#Intent;scheme=metamask;package=io.metamask;S.browser_fallback_url=${encodeURIComponent('https://metamask.io/')};end`
    expect(formatWalletLink(`intent://app${parameters}`, uri)).toEqual({
      href: `intent://app/wc?uri=${encoded}${parameters}`,
      base: `intent://app/${parameters}`,
    })
  })

  test.each([
    'javascript:alert(1)',
    'javascript',
    ' javascript:alert(1)',
    'ms-msdt:/id PCWDiagnostic',
    'search-ms:query=x',
    'smb://evil.example/share',
    'file:///etc/passwd',
    'data:text/html,x',
    'http://wallet.example/',
    'intent://x#Intent;scheme=metamask;S.browser_fallback_url=javascript:alert(1);end',
  ])('behavior: the unsafe link %j is not used: the pairing URI is', (link) => {
    expect(formatWalletLink(link, uri)).toEqual({ href: uri, base: uri })
  })
})
