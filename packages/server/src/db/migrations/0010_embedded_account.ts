import type { Migration } from './Migration.js'

/**
 * The embedded wallet's account flows: codes kept per purpose (login, device, email update),
 * the devices approved from an emailed link, a pending email change, and how a user's
 * recovery share is protected (the server's recovery key, or the user's passphrase).
 */
export const migration0010: Migration = {
  version: 10,
  name: 'embedded_account',
  sql: `
    alter table embedded_email_codes add column purpose text not null default 'login';
    alter table embedded_email_codes drop constraint embedded_email_codes_pkey;
    alter table embedded_email_codes add primary key (email, purpose);

    create table embedded_devices (
      user_id uuid not null references embedded_users (id) on delete cascade,
      -- SHA-256 of the frame's device id: the id itself is never stored.
      device_hash text not null,
      approved_at timestamptz,
      -- SHA-256 of the emailed approval link's token, while the approval waits.
      approval_token_hash text unique,
      approval_expires_at timestamptz,
      created_at timestamptz not null,
      primary key (user_id, device_hash)
    );

    alter table embedded_sessions add column device_hash text;

    create table embedded_email_updates (
      user_id uuid primary key references embedded_users (id) on delete cascade,
      new_email text not null,
      primary_verified_at timestamptz,
      created_at timestamptz not null,
      expires_at timestamptz not null
    );

    -- 'server': sealed with the recovery key; 'passphrase': encrypted in the frame under the
    -- user's passphrase, which the server never sees.
    alter table embedded_users add column recovery_kind text not null default 'server';
  `,
}
