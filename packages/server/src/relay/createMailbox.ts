import { createHash } from 'node:crypto'
import * as v from 'valibot'
import type { Database } from '../db/Database.js'
import type { RelayPublishItem } from './parseRelayParams.js'
import { RelayError } from './RelayError.js'

/** A stored message as subscribers receive it. */
export type RelayMessage = {
  /** sha256 of topic and message, hex. */
  id: string
  topic: string
  message: string
  tag: number
  /** Milliseconds since the epoch, when the relay accepted it. */
  publishedAt: number
}

/** Parameters of `Mailbox.store`. */
type MailboxStoreParameters = RelayPublishItem & {
  publisher: string
  publishedAt: number
  /** The publisher's project ('' when it named none): its stored bytes count against its quota. */
  projectId: string
}

/** How much the mailbox may hold (RelayLimits' names). */
export type MailboxLimits = {
  maxMailboxMessagesPerTopic: number
  maxStoredBytesPerProject: number
  maxStoredBytes: number
}

/** The relay's messages in the database, kept per topic until their TTL. */
export type Mailbox = {
  /** Keeps a message; `duplicate` when the same message is already on its topic. */
  store(parameters: MailboxStoreParameters): Promise<{ message: RelayMessage; duplicate: boolean }>
  /**
   * Unexpired messages on `topics` that `clientId` neither published nor acknowledged, oldest
   * first, at most `limit`; `next` is the cursor to pass as `after` for the following page.
   */
  pending(
    topics: readonly string[],
    clientId: string,
    options: { limit: number; after?: string | undefined },
  ): Promise<{ messages: RelayMessage[]; next: string | undefined }>
  /** Records that `clientId` has the messages, so they are not delivered to it again. */
  acknowledge(messageIds: readonly string[], clientId: string): Promise<void>
  /** `acknowledge` for the acks of many clients, in one statement. */
  acknowledgeAll(acks: ReadonlyArray<{ messageId: string; clientId: string }>): Promise<void>
  /** Deletes expired messages (and their acks); returns how many went. */
  purgeExpired(now?: number): Promise<number>
}

type MessageRow = {
  id: string
  seq: string
  topic: string
  message: string
  tag: number
  published_at: Date
}

// PostgreSQL's error for a foreign key violation: the message was purged while being acknowledged.
const foreignKeyViolation = v.object({ code: v.literal('23503') })

/** A message's id: sha256 of its topic and text, so the same message twice is one message. */
export function relayMessageId(topic: string, message: string): string {
  return createHash('sha256').update(topic).update(message).digest('hex')
}

/** Makes the relay's mailbox over the server's database (migration 0003). */
export function createMailbox(database: Database, limits: MailboxLimits): Mailbox {
  const acknowledgeAll = (acks: ReadonlyArray<{ messageId: string; clientId: string }>) =>
    acknowledgeMessages(database, acks)
  return {
    store: (parameters) => storeMessage(database, limits, parameters),
    pending: (topics, clientId, options) => readPending(database, topics, clientId, options),
    acknowledge: (messageIds, clientId) =>
      acknowledgeAll(messageIds.map((messageId) => ({ messageId, clientId }))),
    acknowledgeAll,
    purgeExpired: (now = Date.now()) => purgeExpired(database, now),
  }
}

async function storeMessage(
  database: Database,
  limits: MailboxLimits,
  parameters: MailboxStoreParameters,
): Promise<{ message: RelayMessage; duplicate: boolean }> {
  const { maxMailboxMessagesPerTopic, maxStoredBytesPerProject, maxStoredBytes } = limits
  const { topic, message, tag, ttl, publisher, publishedAt, projectId } = parameters
  const id = relayMessageId(topic, message)
  const stored: RelayMessage = { id, topic, message, tag, publishedAt }
  const published = new Date(publishedAt)
  const bytes = Buffer.byteLength(message)
  // One statement: the topic's count and both quotas are checked, the message stored and the
  // project's usage raised together. Concurrent publishes may pass one message over a quota.
  const { rows } = await database.query<{ count: number }>(
    `with usage as (
       select coalesce(sum(bytes), 0) as total,
              coalesce(sum(bytes) filter (where project_id = $9::text), 0) as project
       from relay_usage
     ), inserted as (
       insert into relay_messages
         (id, topic, message, tag, publisher, published_at, expires_at, project_id, bytes)
       select $1, $2, $3, $4, $5, $6, $7, $9::text, $10::integer
       where (select count(*) from relay_messages where topic = $2 and expires_at > $6) < $8
         and (select project from usage) + $10::integer <= $11::bigint
         and (select total from usage) + $10::integer <= $12::bigint
       on conflict (id) do nothing
       returning project_id, bytes
     ), raised as (
       insert into relay_usage (project_id, bytes) select project_id, bytes from inserted
       on conflict (project_id) do update set bytes = relay_usage.bytes + excluded.bytes
     )
     select count(*)::int as count from inserted`,
    [
      id,
      topic,
      message,
      tag,
      publisher,
      published,
      new Date(publishedAt + ttl * 1000),
      maxMailboxMessagesPerTopic,
      projectId,
      bytes,
      maxStoredBytesPerProject,
      maxStoredBytes,
    ],
  )
  if (Number(rows[0]?.count) > 0) return { message: stored, duplicate: false }
  const existing = await database.query('select 1 from relay_messages where id = $1', [id])
  if (existing.rows.length > 0) return { message: stored, duplicate: true }
  throw await getRefusal(database, limits, projectId, bytes)
}

/** Why the mailbox refused a message that is not a duplicate: which of its quotas is full. */
async function getRefusal(
  database: Database,
  limits: MailboxLimits,
  projectId: string,
  bytes: number,
): Promise<RelayError> {
  const { maxMailboxMessagesPerTopic, maxStoredBytesPerProject, maxStoredBytes } = limits
  const { rows: usage } = await database.query<{ total: number; project: number }>(
    `select coalesce(sum(bytes), 0)::float8 as total,
            coalesce(sum(bytes) filter (where project_id = $1), 0)::float8 as project
     from relay_usage`,
    [projectId],
  )
  const { total = 0, project = 0 } = usage[0] ?? {}
  if (Number(project) + bytes > maxStoredBytesPerProject)
    return RelayError.handler(
      `Mailbox full: the project keeps ${Number(project)} bytes of messages, at most ${maxStoredBytesPerProject}`,
    )
  if (Number(total) + bytes > maxStoredBytes)
    return RelayError.handler(
      `Mailbox full: the relay keeps ${Number(total)} bytes of messages, at most ${maxStoredBytes}`,
    )
  return RelayError.handler(
    `Mailbox full: the topic holds ${maxMailboxMessagesPerTopic} unexpired messages`,
  )
}

async function readPending(
  database: Database,
  topics: readonly string[],
  clientId: string,
  { limit, after = '0' }: { limit: number; after?: string | undefined },
): Promise<{ messages: RelayMessage[]; next: string | undefined }> {
  const { rows } = await database.query<MessageRow>(
    `select m.id, m.seq::text as seq, m.topic, m.message, m.tag, m.published_at
     from relay_messages m
     where m.topic = any($1) and m.expires_at > $2 and m.publisher <> $3 and m.seq > $5::bigint
       and not exists (select 1 from relay_acks a where a.message_id = m.id and a.client_id = $3)
     order by m.seq
     limit $4`,
    [topics, new Date(), clientId, limit, after],
  )
  return {
    messages: rows.map((row) => ({
      id: row.id,
      topic: row.topic,
      message: row.message,
      tag: Number(row.tag),
      publishedAt: row.published_at.getTime(),
    })),
    next: rows.length === limit ? rows.at(-1)?.seq : undefined,
  }
}

async function acknowledgeMessages(
  database: Database,
  acks: ReadonlyArray<{ messageId: string; clientId: string }>,
): Promise<void> {
  if (acks.length === 0) return
  try {
    await database.query(
      `insert into relay_acks (message_id, client_id)
       select m.id, a.client_id
       from unnest($1::text[], $2::text[]) as a (message_id, client_id)
       join relay_messages m on m.id = a.message_id
       on conflict do nothing`,
      [acks.map((ack) => ack.messageId), acks.map((ack) => ack.clientId)],
    )
  } catch (error) {
    if (!v.is(foreignKeyViolation, error)) throw error
  }
}

async function purgeExpired(database: Database, now: number): Promise<number> {
  // The usage of each project goes down by what it had among the deleted messages.
  const { rows } = await database.query<{ count: number }>(
    `with deleted as (
       delete from relay_messages where expires_at <= $1 returning project_id, bytes
     ), freed as (
       select project_id, sum(bytes) as bytes from deleted group by project_id
     ), lowered as (
       update relay_usage u set bytes = u.bytes - freed.bytes
       from freed where u.project_id = freed.project_id
     )
     select count(*)::int as count from deleted`,
    [new Date(now)],
  )
  return Number(rows[0]?.count ?? 0)
}
