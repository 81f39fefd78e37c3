import type { Migration } from './Migration.js'

/** On-ramp purchases: a checkout opened by the URL generator, then paid and paid out on chain. */
export const migration0008: Migration = {
  version: 8,
  name: 'onramp purchases',
  sql: `
    create table onramp_purchases (
      id text primary key,
      provider text not null,
      -- created (checkout open), pending (paid, payout sent), confirmed, failed.
      status text not null,
      -- Lower-case 0x destination and its CAIP-2 chain.
      address text not null,
      chain_id text not null,
      purchase_currency text not null,
      payment_currency text not null,
      payment_amount text,
      purchase_amount text,
      tx_hash text,
      partner_user_id text not null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    );
    create index onramp_purchases_address on onramp_purchases (address, created_at desc);
    create index onramp_purchases_status on onramp_purchases (status, created_at);
  `,
}
