import type { Migration } from './Migration.js'

/**
 * Social login of the embedded wallet: the identities (provider and its stable subject) bound to
 * an account, the login attempts between their start and the provider's callback, and accounts
 * without an email (a provider that gives none).
 */
export const migration0012: Migration = {
  version: 12,
  name: 'embedded_social',
  sql: `
    alter table embedded_users alter column email drop not null;

    create table embedded_social_identities (
      provider text not null,
      -- The provider's stable id of the user ('sub' of the id token, or the user endpoint's id).
      subject text not null,
      user_id uuid not null references embedded_users (id) on delete cascade,
      username text,
      created_at timestamptz not null,
      primary key (provider, subject)
    );
    create index embedded_social_identities_user_id on embedded_social_identities (user_id);

    create table embedded_social_attempts (
      -- SHA-256 of the attempt's OAuth state: the state itself is never stored.
      state_hash text primary key,
      provider text not null,
      device_hash text not null,
      nonce text not null,
      code_verifier text not null,
      -- The dapp page the callback hands the result to, and where a redirect login returns.
      dapp_origin text not null,
      return_url text,
      -- Set once the code is exchanged, while a new device waits for its approval.
      user_id uuid references embedded_users (id) on delete cascade,
      username text,
      created_at timestamptz not null,
      expires_at timestamptz not null
    );
    create index embedded_social_attempts_expires_at on embedded_social_attempts (expires_at);
    create index embedded_social_attempts_device_hash on embedded_social_attempts (device_hash, created_at);
  `,
}
