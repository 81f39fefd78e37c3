import { describe, expect, test } from 'vitest'
import { transaction } from '../../test/transactionFixtures.js'
import { createHistoryStore } from './createHistoryStore.js'
import {
  addPendingTransaction,
  getActivityTransactions,
  maxPendingTransactions,
  settlePendingTransaction,
} from './pendingTransactions.js'

// The fixtures' entries are sent from this account on the first dev chain.
const from = 'eip155:31337:0x1111111111111111111111111111111111111111'

describe('pending transactions', () => {
  test('default: a sent transaction lists first, then settles', () => {
    const history = createHistoryStore()
    const listed = transaction()
    history.setState({ caipAddress: from, transactions: [listed] })
    const sent = transaction({ status: 'pending', operationType: 'send' })
    addPendingTransaction(history, sent)
    expect(getActivityTransactions(history.getState(), from)).toEqual([sent, listed])
    settlePendingTransaction(history, sent.metadata.hash, 'confirmed')
    const [settled] = getActivityTransactions(history.getState(), from)
    expect(settled?.metadata.status).toBe('confirmed')
    expect(settled?.metadata.hash).toBe(sent.metadata.hash)
  })

  test('behavior: once the history lists it, it shows once, from the history', () => {
    const history = createHistoryStore()
    const sent = transaction({ status: 'pending' })
    addPendingTransaction(history, sent)
    const indexed = { ...sent, metadata: { ...sent.metadata, status: 'confirmed' as const } }
    history.setState({ caipAddress: from, transactions: [indexed] })
    expect(getActivityTransactions(history.getState(), from)).toEqual([indexed])
  })

  test('behavior: only the account and network it was sent from', () => {
    const history = createHistoryStore()
    addPendingTransaction(history, transaction({ status: 'pending', chain: 'eip155:31338' }))
    history.setState({ caipAddress: from })
    expect(getActivityTransactions(history.getState(), from)).toEqual([])
    expect(getActivityTransactions(history.getState(), undefined)).toEqual([])
  })

  test('behavior: at most 99 are kept, the oldest dropped (spec section 9)', () => {
    const history = createHistoryStore()
    const sent = Array.from({ length: maxPendingTransactions + 1 }, () =>
      transaction({ status: 'pending' }),
    )
    for (const entry of sent) addPendingTransaction(history, entry)
    const { pending } = history.getState()
    expect(maxPendingTransactions).toBe(99)
    expect(pending).toHaveLength(99)
    expect(pending[0]).toBe(sent.at(-1))
    expect(pending).not.toContain(sent[0])
  })
})
