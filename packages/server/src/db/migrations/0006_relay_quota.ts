import type { Migration } from './Migration.js'

/**
 * The relay mailbox's quotas: each message records its project and size, and `relay_usage` keeps
 * the bytes each project holds (kept in step by the statements that store and purge messages), so
 * a publish checks its project's and the total quota without summing every message.
 */
export const migration0006: Migration = {
  version: 6,
  name: 'relay quota',
  sql: `
    alter table relay_messages add column project_id text not null default '';
    alter table relay_messages add column bytes integer not null default 0;
    update relay_messages set bytes = octet_length(message);

    create table relay_usage (
      -- The project's id; '' for clients that named none.
      project_id text primary key,
      bytes bigint not null
    );
    insert into relay_usage (project_id, bytes)
      select project_id, sum(bytes) from relay_messages group by project_id;
  `,
}
