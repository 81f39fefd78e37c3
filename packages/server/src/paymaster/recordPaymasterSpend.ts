import type { Database, DatabaseTransaction } from '../db/Database.js'
import { PaymasterRpcError } from '../errors/paymaster.js'

/** What `recordPaymasterSpend` adds. */
export type RecordPaymasterSpendParameters = {
  /** The policy's key: its project id, or `*`. */
  policy: string
  chainId: string
  /** The smart account, lower case. */
  account: string
  /** The operation's maximum gas cost, in wei. */
  wei: bigint
  /** The policy's cap per account per day. */
  maxWei: bigint
  /** Most accounts one policy may sponsor per chain and day (each is a row). */
  maxAccounts: number
  now?: Date | undefined
}

// The spend row's key, the refusal of an operation past the cap, and the day's count check.
function spendOf(parameters: RecordPaymasterSpendParameters) {
  const { policy, chainId, account, wei, maxWei, maxAccounts } = parameters
  const day = (parameters.now ?? new Date()).toISOString().slice(0, 10)
  const key = [policy, chainId, day, account]
  const refuse = (spent: bigint) =>
    new PaymasterRpcError(
      -32001,
      `Not sponsored: the account ${account} has had ${spent} wei of gas sponsored on ${chainId} today (UTC) and this operation may cost up to ${wei} more; the daily cap is ${maxWei} wei`,
    )
  if (wei > maxWei) throw refuse(0n)
  // The account's spend of the day (undefined: none yet), refusing a new account on a full day.
  const readSpent = async (database: DatabaseTransaction | Database) => {
    const existing = await database.query<{ wei: string }>(
      'select wei::text as wei from paymaster_spend where policy = $1 and chain_id = $2 and day = $3 and account = $4',
      key,
    )
    if (existing.rows[0]) return BigInt(existing.rows[0].wei)
    const count = await database.query<{ count: number }>(
      'select count(*)::int4 as count from paymaster_spend where policy = $1 and chain_id = $2 and day = $3',
      key.slice(0, 3),
    )
    if ((count.rows[0]?.count ?? 0) >= maxAccounts)
      throw new PaymasterRpcError(
        -32504,
        `Not sponsored: ${maxAccounts} accounts have had gas sponsored on ${chainId} today, the limit per day; retry tomorrow (UTC)`,
      )
    return undefined
  }
  return { key, refuse, readSpent }
}

/**
 * Refuses, as `recordPaymasterSpend` would, an operation the account's budget of the day can no
 * longer cover, and records nothing: the stub data's check, so a wallet never shows a fee as
 * sponsored that the signed data will then refuse.
 */
export async function checkPaymasterSpend(
  database: Database,
  parameters: RecordPaymasterSpendParameters,
): Promise<void> {
  const { refuse, readSpent } = spendOf(parameters)
  const spent = (await readSpent(database)) ?? 0n
  if (spent + parameters.wei > parameters.maxWei) throw refuse(spent)
}

/**
 * Adds an operation's cost to its account's spend of the day, or refuses (-32001) when that
 * would pass the policy's daily cap, and (-32504) when the day already has `maxAccounts` other
 * accounts. The cap's check and the addition are one statement, so concurrent requests cannot
 * both pass it.
 */
export async function recordPaymasterSpend(
  database: Database,
  parameters: RecordPaymasterSpendParameters,
): Promise<void> {
  const { key, refuse, readSpent } = spendOf(parameters)
  const { wei, maxWei } = parameters
  await database.transaction(async (transaction) => {
    const spent = await readSpent(transaction)
    const added = await transaction.query<{ wei: string }>(
      `insert into paymaster_spend (policy, chain_id, day, account, wei) values ($1, $2, $3, $4, $5::numeric)
       on conflict (policy, chain_id, day, account) do update set wei = paymaster_spend.wei + excluded.wei
       where paymaster_spend.wei + excluded.wei <= $6::numeric
       returning wei::text as wei`,
      [...key, wei.toString(), maxWei.toString()],
    )
    if (added.rows.length === 0) throw refuse(spent ?? 0n)
  })
}
