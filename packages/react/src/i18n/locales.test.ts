// Every locale folder against English: the same keys (none missing, none extra, nested objects
// included), each function taking the same arguments and putting every one of them in its text.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { en } from './en.js'
import { formatKeys, type LocaleStrings } from './LocaleStrings.js'
import { loadLocale } from './loadLocale.js'

const tags = readdirSync(join(import.meta.dirname, 'locales'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

// What each function of `en` is called with here: distinct texts, so each must show in the result.
const sampleArguments: Record<string, unknown[][]> = {
  allWalletsCount: [[0], [1], [2], [3], [11], [100]],
  downloadsTitle: [['«Wallet»']],
  getWallet: [['«Wallet»']],
  continueIn: [['«Wallet»']],
  qrCodeLabel: [['«Wallet»']],
  walletsFound: [[0], [1], [2], [3], [11], [100]],
  noWalletFoundDetail: [['«query»']],
  viewOnExplorer: [['«Explorer»']],
  networkLabel: [['«Network»']],
  fundText: [
    [true, true],
    [true, false],
    [false, true],
    [false, false],
  ],
  connectedWith: [['«Wallet»']],
  tryAgainIn: [[12]],
  counterpartyTo: [['«who»']],
  counterpartyFrom: [['«who»']],
  viewTransaction: [['«Explorer»']],
  transactionTitle: [['send'], ['trade'], ['something-new']],
  emailSignedInAs: [['«email»']],
  linkLogin: [['«Provider»']],
  removeLogin: [['«Provider»']],
  deviceRequestText: [['«time»']],
  sendToken: [['«SYM»']],
  sendBalance: [['«balance»']],
  sendBalanceValue: [['«SYM»']],
  receiveNote: [['«Network»']],
  receiveNoteOne: [['«Network»']],
  swapToken: [['«side»', '«SYM»']],
  swapStepApprove: [['«SYM»']],
  swapWaiting: [['approve'], ['swap']],
  swapDeclined: [['approve'], ['swap']],
  nameAvailable: [['«name»']],
  nameTaken: [['«name»']],
  buyFees: [['«range»']],
  buyQuote: [['«amount»']],
  buyLimits: [['«min»', '«max»', '«CUR»']],
  'buyProblems.noAmount': [[]],
  'buyProblems.invalidAmount': [[]],
  'buyProblems.belowMinimum': [['«limit»', '«CUR»']],
  'buyProblems.aboveMaximum': [['«limit»', '«CUR»']],
  buyOpening: [['«provider»']],
  buyWaiting: [['«provider»']],
  buyOnTheWay: [['«amount»']],
  buyArrived: [['«amount»']],
  emailCodeSent: [['«email»']],
  emailResendIn: [[12]],
  emailDeviceSent: [['«email»']],
  emailDeviceResendIn: [[12]],
  socialContinueWith: [['«Provider»']],
  socialWaiting: [['«Provider»']],
  siwxRequest: [['«App»']],
}

// Every leaf of a strings object, by dotted path.
function leaves(strings: object, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>()
  for (const [key, value] of Object.entries(strings)) {
    const path = prefix + key
    if (value && typeof value === 'object')
      for (const [inner, leaf] of leaves(value, `${path}.`)) found.set(inner, leaf)
    else found.set(path, value)
  }
  return found
}

const english = leaves(en)
for (const key of formatKeys) english.delete(key)

describe('locales', () => {
  test('default: English and at least de, ar and he are present; every function has samples', () => {
    expect(tags).toEqual(expect.arrayContaining(['de', 'ar', 'he']))
    expect(tags).not.toContain('en')
    const functions = [...english].filter(([, value]) => typeof value === 'function')
    expect(functions.map(([path]) => path).sort()).toEqual(Object.keys(sampleArguments).sort())
  })

  describe.each(tags)('%s', (tag) => {
    test('behavior: the folder is found by its tag and has every key of English, no other', async () => {
      const loaded = await loadLocale([tag])
      expect(loaded?.tag).toBe(tag)
      const strings = leaves(loaded!.strings)
      expect([...strings.keys()].sort()).toEqual([...english.keys()].sort())
      for (const [path, value] of english) expect(typeof strings.get(path), path).toBe(typeof value)
    })

    test('behavior: every string is non-empty and every function puts each argument in its text', async () => {
      const strings = leaves((await loadLocale([tag]))!.strings as LocaleStrings)
      for (const [path, value] of strings) {
        if (typeof value === 'string') {
          expect(value.trim(), path).not.toBe('')
          continue
        }
        const call = value as (...args: unknown[]) => unknown
        for (const args of sampleArguments[path]!) {
          const text = call(...args)
          expect(typeof text, path).toBe('string')
          expect(text, path).not.toMatch(/undefined|NaN|\[object/)
          for (const arg of args)
            if (typeof arg === 'string' && arg.startsWith('«')) expect(text, path).toContain(arg)
        }
      }
    })
  })
})
