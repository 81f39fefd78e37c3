import type { Migration } from './Migration.js'

/**
 * The paymaster service's spend: what it signed for each account, per policy (project), chain and
 * UTC day, at each operation's maximum gas price, checked against the policy's daily cap. Rows
 * older than yesterday are purged.
 */
export const migration0013: Migration = {
  version: 13,
  name: 'paymaster',
  sql: `
    create table paymaster_spend (
      -- The policy's key: a project id, or '*' for the policy of every other project.
      policy text not null,
      -- CAIP-2 id.
      chain_id text not null,
      -- Lower-case 0x address of the smart account (the operation's sender).
      account text not null,
      -- UTC day, 'YYYY-MM-DD'.
      day text not null,
      -- Wei sponsored (at most) that day.
      wei numeric(78, 0) not null,
      primary key (policy, chain_id, day, account)
    );
  `,
}
