import type { Database } from '../db/Database.js'
import { NameReplayError, NamesFullError, NameTakenError } from '../errors/names.js'

/** A name the service answers: registered with a signature, or declared in the data configuration. */
export type NameRecord = {
  /** Lower case, dotted. */
  name: string
  /** Lower-case 0x address. */
  address: `0x${string}`
  /** ENSIP-11 coin type the address was registered for (60 for a configured name). */
  coinType: number
  /** Text records (a configured name's avatar as `avatar`). */
  attributes: Record<string, string>
  createdAt: Date
}

/** A signed registration the store writes, already verified. */
export type NameRegistration = {
  name: string
  label: string
  suffix: string
  address: `0x${string}`
  coinType: number
  attributes: Record<string, string>
  /** Hash of the signed statement (coin type, address, message): a second use is a replay. */
  statementHash: string
  /** When the statement's message can no longer be accepted: its hash is kept until then. */
  statementExpiresAt: Date
  /** The server's clock: expired statements are pruned against it. */
  now: Date
  /** Most registered names in all. */
  maxNames: number
}

/** What `register` changed: the names the address held under the suffix before (now freed). */
export type RegisterNameReturnType = { replaced: string[] }

/** The name service's records over the database: the registered names and the configured ones. */
export type NameStore = {
  /** The record of a lower-case name, or undefined. */
  find(name: string): Promise<NameRecord | undefined>
  /** The names pointing at a lower-case address, newest first (at most 100). */
  listByAddress(address: string): Promise<NameRecord[]>
  /** Which of the lower-case names are taken (registered or configured). */
  findTaken(names: readonly string[]): Promise<Set<string>>
  /** Writes a verified registration, replacing the address's name under the suffix; throws when refused. */
  register(registration: NameRegistration): Promise<RegisterNameReturnType>
}

type NameRow = {
  name: string
  address: string
  coin_type: number | string
  attributes: Record<string, string> | string | null
  created_at: Date | string
}

// Both sources in one shape: a configured name has coin type 60 and its avatar as an attribute.
const allNames = `(
  select name, address, coin_type, attributes, created_at from registered_names
  union all
  select name, address, 60 as coin_type,
    case when avatar is null then '{}'::jsonb else jsonb_build_object('avatar', avatar) end,
    created_at
  from names where name not in (select name from registered_names)
) as all_names`

/** The most names one address lists (one per suffix registered, plus the configured ones). */
const maxNamesPerAddress = 100

/** The store of the name service's records in `database`. */
export function createNameStore(database: Database): NameStore {
  return {
    async find(name) {
      const { rows } = await database.query<NameRow>(
        `select name, address, coin_type::text, attributes, created_at from ${allNames} where name = $1`,
        [name],
      )
      return rows[0] && toRecord(rows[0])
    },
    async listByAddress(address) {
      const { rows } = await database.query<NameRow>(
        `select name, address, coin_type::text, attributes, created_at from ${allNames}
         where address = $1 order by created_at desc, name limit ${maxNamesPerAddress}`,
        [address],
      )
      return rows.map(toRecord)
    },
    async findTaken(names) {
      const { rows } = await database.query<{ name: string }>(
        `select name from registered_names where name = any($1::text[])
         union select name from names where name = any($1::text[])`,
        [names],
      )
      return new Set(rows.map((row) => row.name))
    },
    register: (registration) =>
      database.transaction((transaction) => write(transaction, registration)),
  }
}

/** The registration's statements, in one transaction: a refusal rolls every one back. */
async function write(
  transaction: Pick<Database, 'query'>,
  registration: NameRegistration,
): Promise<RegisterNameReturnType> {
  const { name, address } = registration
  // Expired statements go first: the table holds at most the last 10 minutes' registrations.
  await transaction.query('delete from used_name_signatures where expires_at < $1', [
    registration.now,
  ])
  const used = await transaction.query(
    `insert into used_name_signatures (hash, expires_at) values ($1, $2)
     on conflict (hash) do nothing returning hash`,
    [registration.statementHash, registration.statementExpiresAt],
  )
  if (used.rows.length === 0) throw new NameReplayError()
  const configured = await transaction.query(
    'select 1 from names where name = $1 and address <> $2',
    [name, address],
  )
  if (configured.rows.length > 0) throw new NameTakenError(name)
  const replaced = await transaction.query<{ name: string }>(
    'delete from registered_names where address = $1 and suffix = $2 and name <> $3 returning name',
    [address, registration.suffix, name],
  )
  if (replaced.rows.length === 0) {
    const { rows } = await transaction.query<{ count: number }>(
      'select count(*)::int as count from registered_names',
    )
    if (Number(rows[0]?.count) >= registration.maxNames)
      throw new NamesFullError(registration.maxNames)
  }
  // The same address registering its own name again updates its records; another's is refused.
  const written = await transaction.query(
    `insert into registered_names (name, label, suffix, address, coin_type, attributes, created_at)
     values ($1, $2, $3, $4, $5, $6::jsonb, now())
     on conflict (name) do update set coin_type = excluded.coin_type,
       attributes = excluded.attributes, created_at = now()
     where registered_names.address = excluded.address
     returning name`,
    [
      name,
      registration.label,
      registration.suffix,
      address,
      registration.coinType,
      JSON.stringify(registration.attributes),
    ],
  )
  if (written.rows.length === 0) throw new NameTakenError(name)
  return { replaced: replaced.rows.map((row) => row.name) }
}

/** A row of either source as a record. */
function toRecord(row: NameRow): NameRecord {
  const attributes =
    typeof row.attributes === 'string' ? JSON.parse(row.attributes) : (row.attributes ?? {})
  return {
    name: row.name,
    address: row.address.toLowerCase() as `0x${string}`,
    coinType: Number(row.coin_type),
    attributes,
    createdAt: new Date(row.created_at),
  }
}
