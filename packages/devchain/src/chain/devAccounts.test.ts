import { toHex } from 'viem'
import { mnemonicToAccount, privateKeyToAddress } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { devAccounts, devMnemonic } from './devAccounts.js'

describe('devAccounts', () => {
  test('default', () => {
    expect(devAccounts).toHaveLength(10)
    expect(devAccounts[0]?.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
  })

  test('behavior: each account is derived from the dev mnemonic', () => {
    devAccounts.forEach((account, addressIndex) => {
      const derived = mnemonicToAccount(devMnemonic, { addressIndex })
      expect(derived.address).toBe(account.address)
      expect(toHex(derived.getHdKey().privateKey!)).toBe(account.privateKey)
      expect(privateKeyToAddress(account.privateKey)).toBe(account.address)
    })
  })
})
