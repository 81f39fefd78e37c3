import type { Migration } from './Migration.js'

/** The relay's mailbox: messages kept per topic until they expire, and who acknowledged them. */
export const migration0003: Migration = {
  version: 3,
  name: 'relay',
  sql: `
    create table relay_messages (
      -- sha256 of topic and message: a message published twice is stored and delivered once.
      id text primary key,
      -- Publish order, for delivery in that order; only ever compared in SQL.
      seq bigint generated always as identity,
      topic text not null,
      message text not null,
      tag integer not null,
      -- The publisher's client id (did:key), never sent its own messages back.
      publisher text not null,
      published_at timestamptz not null,
      expires_at timestamptz not null
    );
    create index relay_messages_topic_seq on relay_messages (topic, seq);
    create index relay_messages_expires_at on relay_messages (expires_at);

    create table relay_acks (
      message_id text not null references relay_messages (id) on delete cascade,
      client_id text not null,
      primary key (message_id, client_id)
    );
  `,
}
