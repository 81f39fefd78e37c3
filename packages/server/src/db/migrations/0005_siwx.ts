import type { Migration } from './Migration.js'

/** Sign-in with the wallet: the nonces handed out (each accepted once) and the sessions made. */
export const migration0005: Migration = {
  version: 5,
  name: 'siwx',
  sql: `
    create table siwx_nonces (
      nonce text primary key,
      -- The page origin and project the nonce was issued to; a message from elsewhere cannot use it.
      origin text,
      project_id text,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      -- Set by the one verification that took it: a second one is refused.
      used_at timestamptz
    );
    create index siwx_nonces_expires_at on siwx_nonces (expires_at);

    create table siwx_sessions (
      -- SHA-256 of the bearer token, hex: the token itself is never stored.
      token_hash text primary key,
      origin text not null,
      project_id text,
      address text not null,
      caip_network_id text not null,
      message text not null,
      signature text not null,
      issued_at timestamptz not null,
      expires_at timestamptz not null,
      created_at timestamptz not null
    );
    create index siwx_sessions_expires_at on siwx_sessions (expires_at);
    create index siwx_sessions_account on siwx_sessions (caip_network_id, address);
  `,
}
