import { describe, expect, test } from 'vitest'
import { transaction } from '../../test/transactionFixtures.js'
import { groupTransactionsByYearAndMonth } from './groupTransactionsByYearAndMonth.js'

describe('groupTransactionsByYearAndMonth', () => {
  test('default: one group per year and month, newest first, entries newest first', () => {
    const march = transaction({ minedAt: '2025-03-10T12:00:00.000Z' })
    const lateMarch = transaction({ minedAt: '2025-03-20T12:00:00.000Z' })
    const december = transaction({ minedAt: '2024-12-15T12:00:00.000Z' })
    const groups = groupTransactionsByYearAndMonth([march, december, lateMarch])
    expect(groups.map(({ year, month, transactions }) => [year, month, transactions])).toEqual([
      [2025, 2, [lateMarch, march]],
      [2024, 11, [december]],
    ])
  })

  test('behavior: entries of the same second keep their order', () => {
    const [a, b] = [transaction(), transaction()]
    expect(groupTransactionsByYearAndMonth([a!, b!])[0]?.transactions).toEqual([a, b])
  })

  test('behavior: nothing gives no groups', () => {
    expect(groupTransactionsByYearAndMonth([])).toEqual([])
  })
})
