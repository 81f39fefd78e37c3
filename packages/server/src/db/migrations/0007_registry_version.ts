import type { Migration } from './Migration.js'

/**
 * A version number of the wallet catalog and its images, moved on by triggers after every write to
 * `wallets` or `images` (import-wallets from any process, seeding, an operator's SQL): servers keep
 * the registry in memory and reload it when the number changes, which one cheap read tells them.
 */
export const migration0007: Migration = {
  version: 7,
  name: 'registry version',
  sql: `
    create table registry_version (
      only_row boolean primary key default true check (only_row),
      version integer not null
    );
    insert into registry_version (version) values (1);

    create function bump_registry_version() returns trigger language plpgsql as $$
    begin
      update registry_version set version = version + 1;
      return null;
    end
    $$;

    create trigger wallets_registry_version after insert or update or delete or truncate on wallets
      for each statement execute function bump_registry_version();
    create trigger images_registry_version after insert or update or delete or truncate on images
      for each statement execute function bump_registry_version();
  `,
}
