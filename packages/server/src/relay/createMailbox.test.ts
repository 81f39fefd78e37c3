import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createPgliteDatabase } from '../db/createPgliteDatabase.js'
import type { Database } from '../db/Database.js'
import { runMigrations } from '../db/runMigrations.js'
import { createMailbox } from './createMailbox.js'
import { RelayError } from './RelayError.js'
import { defaultRelayLimits } from './relayLimits.js'

let database: Database
beforeAll(async () => {
  database = await createPgliteDatabase()
  await runMigrations(database)
})
afterAll(() => database.close())

let topicCount = 0
const newTopic = () => (++topicCount).toString(16).padStart(64, '0')
const item = (topic: string, message: string, publishedAt = Date.now()) => ({
  topic,
  message,
  ttl: 60,
  tag: 1,
  publisher: 'did:key:publisher',
  publishedAt,
  projectId: 'test-project',
})
const limits = (maxMailboxMessagesPerTopic: number) => ({
  ...defaultRelayLimits,
  maxMailboxMessagesPerTopic,
})

describe('createMailbox', () => {
  test('default: stored messages are pending for other clients until acknowledged', async () => {
    const mailbox = createMailbox(database, limits(10))
    const topic = newTopic()
    const { message, duplicate } = await mailbox.store(item(topic, 'm1', 1_795_000_000_123))
    expect(duplicate).toBe(false)
    expect(message).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{64}$/),
      topic,
      message: 'm1',
      tag: 1,
      publishedAt: 1_795_000_000_123,
    })
    // Far in the past, but its TTL counts from publishedAt: already expired.
    expect(await mailbox.pending([topic], 'did:key:reader', { limit: 10 })).toEqual({
      messages: [],
      next: undefined,
    })
    const fresh = await mailbox.store(item(topic, 'm2'))
    expect((await mailbox.pending([topic], 'did:key:reader', { limit: 10 })).messages).toEqual([
      fresh.message,
    ])
    // The publisher is never sent its own messages.
    expect((await mailbox.pending([topic], 'did:key:publisher', { limit: 10 })).messages).toEqual(
      [],
    )
    await mailbox.acknowledge([fresh.message.id], 'did:key:reader')
    expect((await mailbox.pending([topic], 'did:key:reader', { limit: 10 })).messages).toEqual([])
  })

  test('behavior: pages follow publish order', async () => {
    const mailbox = createMailbox(database, limits(10))
    const topic = newTopic()
    for (const message of ['a', 'b', 'c']) await mailbox.store(item(topic, message))
    const first = await mailbox.pending([topic], 'did:key:reader', { limit: 2 })
    expect(first.messages.map((message) => message.message)).toEqual(['a', 'b'])
    const second = await mailbox.pending([topic], 'did:key:reader', { limit: 2, after: first.next })
    expect(second).toEqual({
      messages: [expect.objectContaining({ message: 'c' })],
      next: undefined,
    })
  })

  test('behavior: the same message twice is a duplicate; a full topic refuses more', async () => {
    const mailbox = createMailbox(database, limits(2))
    const topic = newTopic()
    await mailbox.store(item(topic, 'x'))
    expect((await mailbox.store(item(topic, 'x'))).duplicate).toBe(true)
    await mailbox.store(item(topic, 'y'))
    const error = await mailbox.store(item(topic, 'z')).catch((error: unknown) => error)
    expect(error).toBeInstanceOf(RelayError)
    expect(error).toMatchObject({
      code: -32000,
      shortMessage: 'Mailbox full: the topic holds 2 unexpired messages',
    })
  })

  test('behavior: purgeExpired deletes expired messages and their acks', async () => {
    const mailbox = createMailbox(database, limits(10))
    const topic = newTopic()
    const { message } = await mailbox.store(item(topic, 'old', Date.now() - 120_000))
    await mailbox.acknowledge([message.id], 'did:key:reader')
    expect(await mailbox.purgeExpired()).toBeGreaterThanOrEqual(1)
    const { rows } = await database.query(
      'select (select count(*)::int from relay_messages where id = $1) as messages, (select count(*)::int from relay_acks where message_id = $1) as acks',
      [message.id],
    )
    expect(rows).toEqual([{ messages: 0, acks: 0 }])
  })

  test('behavior: a project over its stored bytes is refused "mailbox full", others are not', async () => {
    const mailbox = createMailbox(database, {
      ...defaultRelayLimits,
      maxStoredBytesPerProject: 10,
    })
    const topic = newTopic()
    const own = { ...item(topic, 'aaaaaaaa'), projectId: 'quota-project' }
    await mailbox.store(own)
    const refused = await mailbox.store({ ...own, message: 'bbbbbbbb' }).catch((error) => error)
    expect(refused).toBeInstanceOf(RelayError)
    expect(refused).toMatchObject({
      code: -32000,
      shortMessage: 'Mailbox full: the project keeps 8 bytes of messages, at most 10',
    })
    await mailbox.store({ ...own, message: 'bbbbbbbb', projectId: 'other-project' })
  })

  test('behavior: the total quota holds across projects, and purging frees it', async () => {
    const { rows } = await database.query<{ total: number }>(
      'select coalesce(sum(bytes), 0)::float8 as total from relay_usage',
    )
    const used = Number(rows[0]?.total)
    const mailbox = createMailbox(database, { ...defaultRelayLimits, maxStoredBytes: used + 8 })
    const topic = newTopic()
    const expiring = { ...item(topic, 'cccccccc', Date.now() - 120_000), projectId: 'p1' }
    await mailbox.store(expiring)
    const refused = await mailbox
      .store({ ...item(topic, 'dddddddd'), projectId: 'p2' })
      .catch((error) => error)
    expect(refused?.shortMessage).toBe(
      `Mailbox full: the relay keeps ${used + 8} bytes of messages, at most ${used + 8}`,
    )
    expect(await mailbox.purgeExpired()).toBeGreaterThanOrEqual(1)
    await mailbox.store({ ...item(topic, 'dddddddd'), projectId: 'p2' })
  })
})
