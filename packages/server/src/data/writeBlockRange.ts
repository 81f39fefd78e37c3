import type { DatabaseTransaction } from '../db/Database.js'
import type { ChainBlock } from './readBlockRange.js'

/** Token metadata read from a contract, to store beside the transfers. */
export type TokenMetadata = {
  address: `0x${string}`
  kind: 'erc20' | 'erc721'
  name: string | null
  symbol: string | null
  decimals: number | null
}

/** What `writeBlockRange` stored. */
export type WriteBlockRangeReturnType = { transactions: number; transfers: number }

const zeroAddress = '0x0000000000000000000000000000000000000000'

/**
 * Stores the value-moving transactions of some blocks, their transfers, the address index and
 * new token metadata, one statement per table. Every key is unique and rows already there are
 * kept, so writing a range twice stores it once.
 */
export async function writeBlockRange(
  transaction: DatabaseTransaction,
  chainId: string,
  blocks: readonly ChainBlock[],
  tokens: readonly TokenMetadata[],
): Promise<WriteBlockRangeReturnType> {
  const txs = blocks.flatMap((block) =>
    block.transactions.map((tx) => ({ block, tx, minedAt: toIso(block.timestamp) })),
  )
  if (txs.length > 0) {
    await transaction.query(
      `insert into data_transactions
         (chain_id, hash, block_number, tx_index, mined_at, from_address, to_address, nonce, status)
       select $1::text, * from unnest($2::text[], $3::bigint[], $4::int[], $5::timestamptz[],
         $6::text[], $7::text[], $8::bigint[], $9::text[])
       on conflict do nothing`,
      [
        chainId,
        txs.map(({ tx }) => tx.hash),
        txs.map(({ block }) => block.number.toString()),
        txs.map(({ tx }) => tx.index),
        txs.map(({ minedAt }) => minedAt),
        txs.map(({ tx }) => tx.from),
        txs.map(({ tx }) => tx.to),
        txs.map(({ tx }) => String(tx.nonce)),
        txs.map(({ tx }) => tx.status),
      ],
    )
    const transfers = txs.flatMap(({ tx }) =>
      tx.transfers.map((transfer) => ({ hash: tx.hash, transfer })),
    )
    await transaction.query(
      `insert into data_transfers
         (chain_id, tx_hash, log_index, kind, token_address, from_address, to_address, amount)
       select $1::text, * from unnest($2::text[], $3::int[], $4::text[], $5::text[], $6::text[],
         $7::text[], $8::numeric[])
       on conflict do nothing`,
      [
        chainId,
        transfers.map(({ hash }) => hash),
        transfers.map(({ transfer }) => transfer.logIndex),
        transfers.map(({ transfer }) => transfer.kind),
        transfers.map(({ transfer }) => transfer.token ?? null),
        transfers.map(({ transfer }) => transfer.from),
        transfers.map(({ transfer }) => transfer.to),
        transfers.map(({ transfer }) => transfer.amount.toString()),
      ],
    )
    // The zero address is every mint's sender and every burn's recipient: no one's history.
    const concerned = txs.flatMap(({ block, tx, minedAt }) =>
      [...new Set([tx.from, ...tx.transfers.flatMap((transfer) => [transfer.from, transfer.to])])]
        .filter((address) => address !== zeroAddress)
        .map((address) => ({ address, block, tx, minedAt })),
    )
    await transaction.query(
      `insert into data_address_transactions
         (address, chain_id, tx_hash, mined_at, block_number, tx_index)
       select a, $1::text, h, m, b, i
       from unnest($2::text[], $3::text[], $4::timestamptz[], $5::bigint[], $6::int[])
         as rows (a, h, m, b, i)
       on conflict do nothing`,
      [
        chainId,
        concerned.map(({ address }) => address),
        concerned.map(({ tx }) => tx.hash),
        concerned.map(({ minedAt }) => minedAt),
        concerned.map(({ block }) => block.number.toString()),
        concerned.map(({ tx }) => tx.index),
      ],
    )
  }
  if (tokens.length > 0)
    await transaction.query(
      `insert into data_tokens (chain_id, address, kind, name, symbol, decimals)
       select $1::text, * from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::int[])
       on conflict do nothing`,
      [
        chainId,
        tokens.map((token) => token.address),
        tokens.map((token) => token.kind),
        tokens.map((token) => token.name),
        tokens.map((token) => token.symbol),
        tokens.map((token) => token.decimals),
      ],
    )
  return {
    transactions: txs.length,
    transfers: txs.reduce((sum, { tx }) => sum + tx.transfers.length, 0),
  }
}

function toIso(seconds: number): string {
  return new Date(seconds * 1000).toISOString()
}
