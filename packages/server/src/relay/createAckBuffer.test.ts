import { describe, expect, test } from 'vitest'
import { createAckBuffer } from './createAckBuffer.js'
import { createTaskTracker } from './createTaskTracker.js'

type Ack = { messageId: string; clientId: string }

// A mailbox that records each write; `during` runs while a write is under way.
function createMailbox(during?: (call: number) => void, fail = false) {
  const writes: Ack[][] = []
  return {
    writes,
    async acknowledgeAll(acks: readonly Ack[]) {
      writes.push([...acks])
      during?.(writes.length)
      if (fail) throw new Error('database down')
    },
  }
}

const silent = { error: () => {} }

describe('createAckBuffer', () => {
  test('default: acks of several clients are written in one statement', async () => {
    const mailbox = createMailbox()
    const tasks = createTaskTracker()
    const acks = createAckBuffer({ mailbox, log: silent, tasks, flushMs: 0 })
    acks.add('alice', 'm1')
    acks.add('alice', 'm2')
    acks.add('bob', 'm1')
    expect(acks.has('alice', 'm2')).toBe(true)
    expect(acks.has('bob', 'm2')).toBe(false)
    await tasks.settled()
    expect(mailbox.writes).toEqual([
      [
        { messageId: 'm1', clientId: 'alice' },
        { messageId: 'm2', clientId: 'alice' },
        { messageId: 'm1', clientId: 'bob' },
      ],
    ])
    expect(acks.has('alice', 'm2')).toBe(false)
  })

  test('behavior: acks that come in while writing are written next', async () => {
    const tasks = createTaskTracker()
    const mailbox = createMailbox((call) => {
      if (call === 1) acks.add('bob', 'late')
    })
    const acks = createAckBuffer({ mailbox, log: silent, tasks, flushMs: 0 })
    acks.add('alice', 'm1')
    await tasks.settled()
    expect(mailbox.writes).toEqual([
      [{ messageId: 'm1', clientId: 'alice' }],
      [{ messageId: 'late', clientId: 'bob' }],
    ])
  })

  test('behavior: a failed write is logged and the acks are let go', async () => {
    const errors: unknown[] = []
    const tasks = createTaskTracker()
    const mailbox = createMailbox(undefined, true)
    const acks = createAckBuffer({
      mailbox,
      log: { error: (details: unknown) => errors.push(details) },
      tasks,
      flushMs: 0,
    })
    acks.add('alice', 'm1')
    await tasks.settled()
    expect(errors).toHaveLength(1)
    expect(acks.has('alice', 'm1')).toBe(false)
    expect(mailbox.writes).toHaveLength(1)
  })
})
