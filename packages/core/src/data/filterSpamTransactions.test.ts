import { describe, expect, test } from 'vitest'
import { fungibleTransfer, nftTransfer, transaction } from '../../test/transactionFixtures.js'
import { filterSpamTransactions } from './filterSpamTransactions.js'

describe('filterSpamTransactions', () => {
  test('default: only entries whose every transfer is a spam NFT go', () => {
    const spam = transaction({ transfers: [nftTransfer('Free Prize #1', true)] })
    const mixed = transaction({
      transfers: [nftTransfer('Free Prize #2', true), fungibleTransfer('1')],
    })
    const nft = transaction({ transfers: [nftTransfer('Cat #1')] })
    const none = transaction({ transfers: [], operationType: 'execute' })
    expect(filterSpamTransactions([spam, mixed, nft, none])).toEqual([mixed, nft, none])
  })
})
