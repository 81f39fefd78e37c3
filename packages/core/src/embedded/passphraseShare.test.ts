import { expect, test } from 'vitest'
import { openWithPassphrase, sealWithPassphrase, WrongPassphraseError } from './passphraseShare.js'

const share = Uint8Array.from({ length: 33 }, (_, index) => index * 7)

test('default: the right passphrase opens the share; the sealed form is 154 hex characters', async () => {
  const sealed = await sealWithPassphrase(share, 'correct horse battery')
  expect(sealed).toMatch(/^[0-9a-f]{154}$/)
  expect(await openWithPassphrase(sealed, 'correct horse battery')).toEqual(share)
})

test('behavior: a fresh salt and IV each time', async () => {
  const [first, second] = await Promise.all([
    sealWithPassphrase(share, 'correct horse battery'),
    sealWithPassphrase(share, 'correct horse battery'),
  ])
  expect(first).not.toBe(second)
})

test('behavior: a wrong passphrase or changed bytes are refused', async () => {
  const sealed = await sealWithPassphrase(share, 'correct horse battery')
  await expect(openWithPassphrase(sealed, 'correct horse batterY')).rejects.toThrow(
    new WrongPassphraseError(),
  )
  const changed = `${sealed.slice(0, -2)}${sealed.endsWith('00') ? '01' : '00'}`
  await expect(openWithPassphrase(changed, 'correct horse battery')).rejects.toBeInstanceOf(
    WrongPassphraseError,
  )
})
