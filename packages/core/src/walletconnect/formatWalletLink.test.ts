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
