import type { Transaction } from '@latchkey/core'
import type { HistoryResponse, TransactionTransfer } from '@latchkey/core/protocol'
import { formatUnits } from 'viem'
import type { Database } from '../db/Database.js'
import type { PriceSource } from './createPriceSource.js'
import type { DataChainConfig } from './DataConfig.js'
import { getNativeAssetId } from './getNativeAssetId.js'
import { encodeHistoryCursor, type HistoryCursor } from './historyCursor.js'

/** Entries per history page. */
const historyPageSize = 20

/** Parameters of `getHistory`. */
export type GetHistoryParameters = {
  database: Database
  /** Lower case. */
  address: `0x${string}`
  /** The chains to include; each with its configuration. */
  chains: ReadonlyMap<string, DataChainConfig>
  cursor?: HistoryCursor | undefined
  limit?: number | undefined
  prices: PriceSource
  defaultIconUrl: (symbol: string) => string
}

type PageRow = {
  chain_id: string
  tx_hash: string
  mined_at: Date | string
  block_text: string
  tx_index: number
}
type TransactionRow = {
  chain_id: string
  hash: string
  nonce: string
  status: 'confirmed' | 'failed'
  from_address: string
  to_address: string
}
type TransferRow = {
  chain_id: string
  tx_hash: string
  kind: 'native' | 'erc20' | 'erc721'
  token_address: string | null
  from_address: string
  to_address: string
  amount: string
  name: string | null
  symbol: string | null
  decimals: number | null
}

const zeroAddress = '0x0000000000000000000000000000000000000000'

/**
 * One page of an address's history, newest first: the transactions that moved value to or from
 * it (or that it sent), each with the transfers that concern it, and the cursor of the next page.
 */
export async function getHistory(parameters: GetHistoryParameters): Promise<HistoryResponse> {
  const { database, address, cursor } = parameters
  const limit = parameters.limit ?? historyPageSize
  const chainIds = [...parameters.chains.keys()]
  if (chainIds.length === 0) return { data: [], next: null }
  const after = cursor
    ? `and (mined_at, chain_id, block_number, tx_index) < ($4::timestamptz, $5::text, $6::bigint, $7::int)`
    : ''
  const { rows: page } = await database.query<PageRow>(
    // The block number is read as text under another name: ORDER BY would sort by an output
    // column of the same name, as text, not by the table's bigint.
    `select chain_id, tx_hash, mined_at, block_number::text as block_text, tx_index
     from data_address_transactions
     where address = $1 and chain_id = any($2::text[]) ${after}
     order by mined_at desc, chain_id desc, block_number desc, tx_index desc
     limit $3`,
    [
      address,
      chainIds,
      limit + 1,
      ...(cursor
        ? [cursor.minedAt.toISOString(), cursor.chainId, String(cursor.blockNumber), cursor.txIndex]
        : []),
    ],
  )
  const shown = page.slice(0, limit)
  if (shown.length === 0) return { data: [], next: null }

  const keys = [shown.map((row) => row.chain_id), shown.map((row) => row.tx_hash)]
  const [{ rows: transactions }, { rows: transfers }, { rows: purchases }] = await Promise.all([
    database.query<TransactionRow>(
      `select t.chain_id, t.hash, t.nonce::text as nonce, t.status, t.from_address, t.to_address
       from data_transactions t
       join unnest($1::text[], $2::text[]) as page (chain_id, hash)
         on t.chain_id = page.chain_id and t.hash = page.hash`,
      keys,
    ),
    database.query<TransferRow>(
      `select f.chain_id, f.tx_hash, f.kind, f.token_address, f.from_address, f.to_address,
         f.amount::text as amount, k.name, k.symbol, k.decimals
       from data_transfers f
       join unnest($1::text[], $2::text[]) as page (chain_id, hash)
         on f.chain_id = page.chain_id and f.tx_hash = page.hash
       left join data_tokens k on k.chain_id = f.chain_id and k.address = f.token_address
       where f.from_address = $3 or f.to_address = $3
       order by f.log_index`,
      [...keys, address],
    ),
    // A payout of the on-ramp to this address is a purchase, not a plain receive.
    database.query<{ chain_id: string; tx_hash: string }>(
      `select chain_id, lower(tx_hash) as tx_hash from onramp_purchases
       where address = $2 and lower(tx_hash) = any($1::text[])`,
      [shown.map((row) => row.tx_hash.toLowerCase()), address],
    ),
  ])
  const key = (chainId: string, hash: string) => `${chainId}/${hash}`
  const bought = new Set(purchases.map((row) => key(row.chain_id, row.tx_hash)))
  const transactionByKey = new Map(transactions.map((row) => [key(row.chain_id, row.hash), row]))
  const transfersByKey = new Map<string, TransferRow[]>()
  for (const row of transfers) {
    const list = transfersByKey.get(key(row.chain_id, row.tx_hash)) ?? []
    list.push(row)
    transfersByKey.set(key(row.chain_id, row.tx_hash), list)
  }

  const data = shown.flatMap((row): Transaction[] => {
    const transaction = transactionByKey.get(key(row.chain_id, row.tx_hash))
    if (!transaction) return []
    const own = transfersByKey.get(key(row.chain_id, row.tx_hash)) ?? []
    return [
      {
        id: `${row.chain_id}:${row.tx_hash}`,
        metadata: {
          operationType: bought.has(key(row.chain_id, row.tx_hash.toLowerCase()))
            ? 'buy'
            : getOperationType(own, address),
          hash: row.tx_hash,
          minedAt: new Date(row.mined_at).toISOString(),
          sentFrom: transaction.from_address,
          sentTo: transaction.to_address,
          status: transaction.status,
          nonce: Number(transaction.nonce),
          chain: row.chain_id,
        },
        transfers: own.map((transfer) => describeTransfer(parameters, transfer, address)),
      },
    ]
  })
  const last = shown.at(-1)
  const next =
    page.length > limit && last
      ? encodeHistoryCursor({
          minedAt: new Date(last.mined_at),
          chainId: last.chain_id,
          blockNumber: Number(last.block_text),
          txIndex: last.tx_index,
        })
      : null
  return { data, next }
}

/**
 * What a transaction was for the address: send, receive, trade (something out, something in: a
 * swap's token out and the router's ETH in), mint, burn or execute.
 */
function getOperationType(transfers: readonly TransferRow[], address: string): string {
  if (transfers.length === 0) return 'execute'
  const incoming = transfers.filter((t) => t.to_address === address && t.from_address !== address)
  const outgoing = transfers.filter((t) => t.from_address === address && t.to_address !== address)
  if (incoming.length > 0 && outgoing.length > 0) return 'trade'
  if (incoming.length > 0)
    return incoming.every((t) => t.from_address === zeroAddress) ? 'mint' : 'receive'
  if (outgoing.length > 0)
    return outgoing.every((t) => t.to_address === zeroAddress) ? 'burn' : 'send'
  return 'send'
}

function describeTransfer(
  parameters: GetHistoryParameters,
  row: TransferRow,
  address: string,
): TransactionTransfer {
  const direction =
    row.from_address === address && row.to_address === address
      ? 'self'
      : row.to_address === address
        ? 'in'
        : 'out'
  const chain = parameters.chains.get(row.chain_id)
  if (row.kind === 'erc721') {
    const collection = chain?.nfts.find((nft) => nft.address === row.token_address)
    const name = collection?.name ?? row.name ?? row.symbol ?? 'NFT'
    return {
      nft_info: {
        name: `${name} #${row.amount}`,
        content: { preview: collection?.previewUrl ? { url: collection.previewUrl } : null },
        flags: { is_spam: collection?.spam ?? false },
      },
      direction,
      sender: row.from_address,
      recipient: row.to_address,
      quantity: { numeric: '1' },
    }
  }
  const listed = chain?.tokens.find((token) => token.address === row.token_address)
  const asset =
    row.kind === 'native'
      ? chain?.nativeCurrency
      : (listed ?? {
          name: row.name ?? 'Unknown token',
          symbol: row.symbol ?? '',
          decimals: row.decimals ?? 18,
          iconUrl: undefined,
        })
  const name = asset?.name ?? 'Ether'
  const symbol = asset?.symbol ?? 'ETH'
  const numeric = formatUnits(BigInt(row.amount), asset?.decimals ?? 18)
  const assetId =
    row.kind === 'native' ? getNativeAssetId(row.chain_id) : `${row.chain_id}:${row.token_address}`
  const price = parameters.prices.getUsdPrice({ assetId, symbol })
  return {
    fungible_info: {
      name,
      symbol,
      icon: asset?.iconUrl
        ? { url: asset.iconUrl }
        : symbol
          ? { url: parameters.defaultIconUrl(symbol) }
          : null,
    },
    direction,
    sender: row.from_address,
    recipient: row.to_address,
    quantity: { numeric },
    ...(price === undefined ? {} : { price, value: Number(numeric) * price }),
  }
}
