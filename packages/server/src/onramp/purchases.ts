import type { Transaction } from '@latchkey/core'
import type { OnrampPurchase } from '@latchkey/core/protocol'
import type { Database } from '../db/Database.js'

type PurchaseRow = {
  id: string
  provider: string
  status: OnrampPurchase['status']
  address: string
  chain_id: string
  purchase_currency: string
  payment_currency: string
  payment_amount: string | null
  purchase_amount: string | null
  tx_hash: string | null
  partner_user_id: string
  created_at: Date | string
  updated_at: Date | string
}

/** Checkouts opened and not paid are dropped after an hour. */
const openCheckoutLifetimeMs = 60 * 60_000
/** Most checkouts open at once, over every client: the URL generator answers 429 beyond. */
const maxOpenCheckouts = 10_000
/** Most purchases one history page lists. */
const historyPageSize = 50

const toPurchase = (row: PurchaseRow): OnrampPurchase => ({
  id: row.id,
  provider: row.provider,
  status: row.status,
  address: row.address,
  chainId: row.chain_id,
  purchaseCurrency: row.purchase_currency,
  paymentCurrency: row.payment_currency,
  paymentAmount: row.payment_amount,
  purchaseAmount: row.purchase_amount,
  txHash: row.tx_hash,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
})

/** A checkout just opened: `created`, nothing paid. */
type NewPurchase = Pick<
  OnrampPurchase,
  'id' | 'provider' | 'address' | 'chainId' | 'purchaseCurrency' | 'paymentCurrency'
> & { partnerUserId: string; now: Date }

/**
 * Records a new checkout after dropping the stale unpaid ones; false when `maxOpenCheckouts`
 * are open already.
 */
export async function insertPurchase(database: Database, purchase: NewPurchase): Promise<boolean> {
  return database.transaction(async (transaction) => {
    await transaction.query(
      `delete from onramp_purchases where status = 'created' and created_at < $1`,
      [new Date(purchase.now.getTime() - openCheckoutLifetimeMs)],
    )
    const { rows } = await transaction.query<{ open: number }>(
      `select count(*)::int as open from onramp_purchases where status = 'created'`,
    )
    if ((rows[0]?.open ?? 0) >= maxOpenCheckouts) return false
    await transaction.query(
      `insert into onramp_purchases (id, provider, status, address, chain_id, purchase_currency,
         payment_currency, partner_user_id, created_at, updated_at)
       values ($1, $2, 'created', $3, $4, $5, $6, $7, $8, $8)`,
      [
        purchase.id,
        purchase.provider,
        purchase.address.toLowerCase(),
        purchase.chainId,
        purchase.purchaseCurrency,
        purchase.paymentCurrency,
        purchase.partnerUserId,
        purchase.now,
      ],
    )
    return true
  })
}

/** A purchase by id, or undefined. */
export async function getPurchase(database: Database, id: string) {
  const { rows } = await database.query<PurchaseRow>(
    'select * from onramp_purchases where id = $1',
    [id],
  )
  return rows[0] && toPurchase(rows[0])
}

/**
 * Moves a purchase on: `pending` from `created` (paid; false when someone else paid first),
 * then `confirmed` or `failed` from `pending`.
 */
export async function updatePurchase(
  database: Database,
  id: string,
  change: {
    from: OnrampPurchase['status']
    status: OnrampPurchase['status']
    paymentAmount?: string
    purchaseAmount?: string
    paymentCurrency?: string
    txHash?: string
    now: Date
  },
): Promise<boolean> {
  const { rows } = await database.query(
    `update onramp_purchases set status = $3,
       payment_amount = coalesce($4, payment_amount),
       purchase_amount = coalesce($5, purchase_amount),
       payment_currency = coalesce($6, payment_currency),
       tx_hash = coalesce($7, tx_hash),
       updated_at = $8
     where id = $1 and status = $2 returning id`,
    [
      id,
      change.from,
      change.status,
      change.paymentAmount ?? null,
      change.purchaseAmount ?? null,
      change.paymentCurrency ?? null,
      change.txHash ?? null,
      change.now,
    ],
  )
  return rows.length > 0
}

/**
 * An address's paid purchases from one provider as history entries (operation `buy`, newest
 * first): the coins that came in, and the payout transaction.
 */
export async function getOnrampHistory(
  database: Database,
  parameters: { address: string; provider: string; chainId?: string | undefined; from: string },
): Promise<Transaction[]> {
  const { rows } = await database.query<PurchaseRow>(
    `select * from onramp_purchases
     where address = $1 and provider = $2 and status <> 'created' and ($3::text is null or chain_id = $3)
     order by created_at desc limit ${historyPageSize}`,
    [parameters.address.toLowerCase(), parameters.provider, parameters.chainId ?? null],
  )
  return rows.map((row) => ({
    id: `onramp:${row.id}`,
    metadata: {
      operationType: 'buy',
      hash: row.tx_hash ?? '',
      minedAt: new Date(row.updated_at).toISOString(),
      sentFrom: parameters.from.toLowerCase(),
      sentTo: row.address,
      status:
        row.status === 'confirmed' ? 'confirmed' : row.status === 'failed' ? 'failed' : 'pending',
      nonce: 0,
      chain: row.chain_id,
    },
    transfers: [
      {
        fungible_info: { name: row.purchase_currency, symbol: row.purchase_currency, icon: null },
        direction: 'in',
        sender: parameters.from.toLowerCase(),
        recipient: row.address,
        quantity: { numeric: row.purchase_amount ?? '0' },
      },
    ],
  }))
}
