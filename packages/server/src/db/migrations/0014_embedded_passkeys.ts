import type { Migration } from './Migration.js'

/**
 * Passkeys of the embedded wallet (WebAuthn on the frame's origin): the credentials registered
 * to an account, and the challenges handed out, each taken once before it times out.
 */
export const migration0014: Migration = {
  version: 14,
  name: 'embedded_passkeys',
  sql: `
    create table embedded_passkeys (
      -- The credential id, base64url, as the authenticator made it.
      id text primary key,
      user_id uuid not null references embedded_users (id) on delete cascade,
      -- The COSE public key, base64url.
      public_key text not null,
      counter int8 not null default 0,
      transports text,
      -- Whether the passkey syncs between the user's devices ('multiDevice').
      device_type text not null,
      backed_up boolean not null,
      created_at timestamptz not null,
      last_used_at timestamptz
    );
    create index embedded_passkeys_user_id on embedded_passkeys (user_id);

    create table embedded_passkey_challenges (
      -- SHA-256 of the challenge: a leaked table row cannot be answered.
      challenge_hash text primary key,
      purpose text not null,
      -- The signed-in account that asked (register, confirm); null for a sign-in.
      user_id uuid references embedded_users (id) on delete cascade,
      created_at timestamptz not null,
      expires_at timestamptz not null
    );
    create index embedded_passkey_challenges_expires_at on embedded_passkey_challenges (expires_at);
  `,
}
