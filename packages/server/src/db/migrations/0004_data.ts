import type { Migration } from './Migration.js'

/**
 * The data API: the indexer's progress per chain, the transactions and transfers it found, an
 * index of them per address for history pages, token metadata read from chains, and names.
 */
export const migration0004: Migration = {
  version: 4,
  name: 'data',
  sql: `
    -- One row per chain: the next block to index and the hash of the last one indexed, so a
    -- restart continues where it stopped and a chain replaced under the same id is noticed.
    create table data_chain_cursors (
      chain_id text primary key,
      next_block bigint not null,
      last_block_hash text,
      updated_at timestamptz not null default now()
    );

    -- Transactions that moved value (native, ERC-20 or ERC-721). Addresses are lower case.
    create table data_transactions (
      chain_id text not null,
      hash text not null,
      block_number bigint not null,
      tx_index integer not null,
      mined_at timestamptz not null,
      from_address text not null,
      -- The recipient, or the contract a deployment created.
      to_address text not null,
      nonce bigint not null,
      status text not null check (status in ('confirmed', 'failed')),
      primary key (chain_id, hash)
    );

    create table data_transfers (
      chain_id text not null,
      tx_hash text not null,
      -- The Transfer log's index in its block; -1 for the transaction's own native value.
      log_index integer not null,
      kind text not null check (kind in ('native', 'erc20', 'erc721')),
      -- Null for the native coin.
      token_address text,
      from_address text not null,
      to_address text not null,
      -- Base units, or the token id of an ERC-721.
      amount numeric(78, 0) not null,
      primary key (chain_id, tx_hash, log_index)
    );

    -- Every address a transaction concerns (its sender and each transfer's parties), with the
    -- transaction's place in time: one index scan answers a history page.
    create table data_address_transactions (
      address text not null,
      chain_id text not null,
      tx_hash text not null,
      mined_at timestamptz not null,
      block_number bigint not null,
      tx_index integer not null,
      primary key (address, chain_id, tx_hash)
    );
    create index data_address_transactions_order
      on data_address_transactions (address, mined_at desc, chain_id desc, block_number desc, tx_index desc);
    create index data_address_transactions_chain_order
      on data_address_transactions (address, chain_id, mined_at desc, block_number desc, tx_index desc);

    -- Metadata of tokens met in Transfer logs, read once from their contracts.
    create table data_tokens (
      chain_id text not null,
      address text not null,
      kind text not null check (kind in ('erc20', 'erc721')),
      name text,
      symbol text,
      decimals integer,
      primary key (chain_id, address)
    );

    -- Account names: the identity route answers an address's name and avatar from here.
    create table names (
      name text primary key,
      -- Lower case.
      address text not null,
      avatar text,
      created_at timestamptz not null default now()
    );
    create index names_address_idx on names (address, created_at);
  `,
}
