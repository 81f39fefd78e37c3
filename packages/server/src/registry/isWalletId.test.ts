import { expect, test } from 'vitest'
import { isWalletId } from './isWalletId.js'

test('default', () => {
  const explorerId = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'
  for (const id of ['metamask', '1inch-wallet', 'a', explorerId, 'x'.repeat(64)])
    expect(isWalletId(id), id).toBe(true)
  for (const id of ['', 'MetaMask', '-x', 'a_b', 'a b', 'a.b', 'x'.repeat(65), null])
    expect(isWalletId(id), String(id)).toBe(false)
})
