import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import {
  getWalletLogoCandidates,
  loadWalletLogoIds,
  resolveWalletLogo,
} from './resolveWalletLogo.js'

describe('resolveWalletLogo', () => {
  test('default: a catalog wallet gets its logo from @web3icons/core', async () => {
    const logo = await resolveWalletLogo('metamask')
    expect(logo?.logoId).toBe('metamask')
    expect(logo?.svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    // MetaMask's fox orange, not a drawn monogram.
    expect(logo?.svg).toContain('#FF5C16')
    expect(logo?.svg).not.toContain('<text')
  })

  test('behavior: product names and hyphens map to the brand’s logo', async () => {
    const ids = await loadWalletLogoIds()
    expect(ids.length).toBeGreaterThan(30)
    await expect(resolveWalletLogo('trust-wallet', ids)).resolves.toMatchObject({ logoId: 'trust' })
    await expect(resolveWalletLogo('ledger-live', ids)).resolves.toMatchObject({
      logoId: 'ledger',
    })
    await expect(resolveWalletLogo('tokenpocket', ids)).resolves.toMatchObject({
      logoId: 'token-pocket',
    })
  })

  test('behavior: a wallet the package has no logo for gets none (the monogram is drawn)', async () => {
    await expect(resolveWalletLogo('frame')).resolves.toBeUndefined()
    await expect(resolveWalletLogo('no-such-wallet', [])).resolves.toBeUndefined()
  })

  test('parameters: candidates stay plain ids (nothing else reaches the import)', () => {
    expect(getWalletLogoCandidates('coinbase-wallet')).toEqual([
      'coinbase-wallet',
      'coinbase',
      'coinbasewallet',
    ])
    expect(getWalletLogoCandidates('../../etc')).toEqual([])
  })

  test('behavior: the logos are read from the installed package, not copied into the repo', () => {
    const catalog = readFileSync(new URL('../../data/wallets.json', import.meta.url), 'utf8')
    expect(catalog).not.toContain('<svg')
  })
})
