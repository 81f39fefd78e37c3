import type { Migration } from './Migration.js'

/**
 * Linked logins: a signed-in account adds another social login to itself. The attempt of such a
 * link names the account it adds the identity to; a login attempt (the column null) never does.
 * `embedded_social_identities` already holds several identities per account. An attempt keeps
 * its project (whose OAuth app it went through), and a new device waiting for its approval can
 * be declined from a signed-in device of the account.
 */
export const migration0015: Migration = {
  version: 15,
  name: 'embedded_social_links',
  sql: `
    alter table embedded_social_attempts
      add column link_user_id uuid references embedded_users (id) on delete cascade,
      add column project_id text;
    alter table embedded_devices add column declined_at timestamptz;
  `,
}
