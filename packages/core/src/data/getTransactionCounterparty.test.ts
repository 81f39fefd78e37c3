import { describe, expect, test } from 'vitest'
import type { Transaction } from './dataApi.js'
import { getTransactionCounterparty } from './getTransactionCounterparty.js'

const account = '0xAaAaAaAaAaAaAaAaAaAaAaAaAaAaAaAaAaAaAaAa'
const other = '0xBbBbBbBbBbBbBbBbBbBbBbBbBbBbBbBbBbBbBbBb'
const token = '0xCcCcCcCcCcCcCcCcCcCcCcCcCcCcCcCcCcCcCcCc'

function transaction(
  sentFrom: string,
  sentTo: string,
  direction: 'in' | 'out' | 'self' = 'out',
): Transaction {
  return {
    id: '1',
    metadata: {
      operationType: 'send',
      hash: `0x${'1'.repeat(64)}`,
      minedAt: '2025-03-15T12:00:00Z',
      sentFrom,
      sentTo,
      status: 'confirmed',
      nonce: 0,
      chain: 'eip155:1',
    },
    transfers: [{ direction, quantity: { numeric: '1' } }],
  }
}

describe('getTransactionCounterparty', () => {
  test('default: the receiver of a send, the sender of a receipt (any letter case)', () => {
    expect(getTransactionCounterparty(transaction(account.toLowerCase(), other), account)).toEqual({
      direction: 'to',
      address: other,
    })
    expect(getTransactionCounterparty(transaction(other, account, 'in'), account)).toEqual({
      direction: 'from',
      address: other,
    })
  })

  test('behavior: a token transfer received through a contract names its caller', () => {
    expect(getTransactionCounterparty(transaction(other, token, 'in'), account)).toEqual({
      direction: 'from',
      address: other,
    })
  })

  test('behavior: a token sent names its recipient, not the token contract the transaction went to', () => {
    const sent = transaction(account, token)
    sent.transfers = [
      { direction: 'out', sender: account, recipient: other, quantity: { numeric: '7' } },
    ]
    expect(getTransactionCounterparty(sent, account)).toEqual({ direction: 'to', address: other })
  })

  test('behavior: nothing for a transfer to oneself', () => {
    expect(
      getTransactionCounterparty(transaction(account, account, 'self'), account),
    ).toBeUndefined()
  })
})
