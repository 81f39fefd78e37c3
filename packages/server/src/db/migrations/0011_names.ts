import type { Migration } from './Migration.js'

/**
 * The name service: names registered with a signed message under the configured suffix (one per
 * address per suffix), and the signed registrations already used, kept until their message is too
 * old to be accepted anyway.
 */
export const migration0011: Migration = {
  version: 11,
  name: 'names',
  sql: `
    create table registered_names (
      -- Lower case: '<label>.<suffix>'.
      name text primary key,
      label text not null,
      suffix text not null,
      -- Lower-case 0x address that signed the registration.
      address text not null,
      -- ENSIP-11 coin type the registration was signed for (60, or 0x80000000 | chain id).
      coin_type bigint not null,
      -- Text records (string to string).
      attributes jsonb not null default '{}'::jsonb,
      created_at timestamptz not null default now(),
      -- One name per address per suffix: registering again replaces the row.
      unique (address, suffix)
    );
    create index registered_names_address_idx on registered_names (address, created_at);

    -- A registration's signed statement (hash of coin type, address and message) while its
    -- message could still be accepted: a second use is a replay. Pruned once expired.
    create table used_name_signatures (
      hash text primary key,
      expires_at timestamptz not null
    );
    create index used_name_signatures_expires_idx on used_name_signatures (expires_at);
  `,
}
