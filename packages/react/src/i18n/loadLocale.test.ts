import { describe, expect, test } from 'vitest'
import { loadLocale } from './loadLocale.js'

describe('loadLocale', () => {
  test('default: English, or nothing asked, loads nothing (English is built in)', async () => {
    expect(await loadLocale([])).toBeUndefined()
    expect(await loadLocale(['en-US', 'de'])).toBeUndefined()
  })

  test('behavior: the first requested tag a folder matches wins, by its nearest folder', async () => {
    const german = await loadLocale(['de-AT'])
    expect(german).toMatchObject({ tag: 'de', requested: 'de-AT', dir: 'ltr' })
    expect(german?.strings.connectWallet).toBe('Wallet verbinden')
    expect((await loadLocale(['iw']))?.tag).toBe('he')
  })

  test('behavior: a language with no folder is skipped for the next one asked', async () => {
    expect(await loadLocale(['xx-YY', 'ar-EG'])).toMatchObject({
      tag: 'ar',
      requested: 'ar-EG',
      dir: 'rtl',
    })
    expect(await loadLocale(['xx', 'not a tag'])).toBeUndefined()
  })
})
