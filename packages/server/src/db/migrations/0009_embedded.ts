import type { Migration } from './Migration.js'

/** The embedded wallet: one-time email codes, users with their wallets' shares, and sessions. */
export const migration0009: Migration = {
  version: 9,
  name: 'embedded',
  sql: `
    create table embedded_email_codes (
      email text primary key,
      -- SHA-256 of email and code, hex: the code itself is never stored.
      code_hash text not null,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      attempts int4 not null default 0,
      used_at timestamptz
    );
    create index embedded_email_codes_expires_at on embedded_email_codes (expires_at);

    create table embedded_users (
      id uuid primary key,
      email text not null unique,
      address text,
      -- The auth share, sealed with the server's share key (AES-256-GCM).
      auth_share text,
      -- The recovery share, sealed with the recovery key kept apart from the database.
      recovery_share text,
      created_at timestamptz not null
    );

    create table embedded_sessions (
      token_hash text primary key,
      user_id uuid not null references embedded_users (id) on delete cascade,
      created_at timestamptz not null,
      expires_at timestamptz not null
    );
    create index embedded_sessions_expires_at on embedded_sessions (expires_at);
  `,
}
