import { describe, expect, test } from 'vitest'
import { isUserRejection } from '../errors/isUserRejection.js'
import { toWalletRejection } from './toWalletRejection.js'

describe('toWalletRejection', () => {
  test("default: WalletConnect's USER_REJECTED codes are the user's no", () => {
    for (const code of [5000, 5001, 5002, 5003]) {
      const answer = { code, message: 'User rejected.' }
      const error = toWalletRejection(answer)
      expect(error).toMatchObject({ name: 'UserRejectedRequestError', code: 4001, cause: answer })
      expect(isUserRejection(error)).toBe(true)
    }
  })

  test("behavior: authenticate's bare message (the wallet's error answer) is the user's no", () => {
    const error = toWalletRejection('User rejected.')
    expect(error).toMatchObject({ name: 'UserRejectedRequestError', code: 4001 })
    expect((error as Error).message).toContain('User rejected.')
  })

  test('behavior: anything else is kept as it is', () => {
    for (const reason of [
      { code: 5100, message: 'Unsupported chains.' },
      { code: 4999 },
      { code: 5004 },
      { code: '5000' },
      new Error('Request expired'),
      undefined,
      null,
    ])
      expect(toWalletRejection(reason)).toBe(reason)
  })
})
