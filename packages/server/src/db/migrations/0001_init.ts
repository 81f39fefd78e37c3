import type { Migration } from './Migration.js'

/** The migration ledger and the instance's identity, written once at first start. */
export const migration0001: Migration = {
  version: 1,
  name: 'init',
  sql: `
    create table schema_migrations (
      version integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    );

    create table server_instance (
      key text primary key,
      value text not null
    );

    insert into server_instance (key, value) values
      ('instance_id', gen_random_uuid()::text),
      ('created_at', to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'));
  `,
}
