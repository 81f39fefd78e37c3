import type { FastifyBaseLogger } from 'fastify'
import type { Mailbox } from './createMailbox.js'
import type { TaskTracker } from './createTaskTracker.js'

/** Parameters of `createAckBuffer`. */
export type CreateAckBufferParameters = {
  mailbox: Pick<Mailbox, 'acknowledgeAll'>
  log: Pick<FastifyBaseLogger, 'error'>
  /** Holds each write, so that closing the node waits for the acks received. */
  tasks: Pick<TaskTracker, 'track'>
  /**
   * How long acks gather before one write: nothing waits on them (the node knows them meanwhile),
   * and a write per ack cost as much as the publish it acknowledged. 50 ms by default.
   */
  flushMs?: number
}

/** The acks clients sent that the mailbox does not hold yet, written together every `flushMs`. */
export type AckBuffer = {
  /** Takes `clientId`'s ack of `messageId`; it is written with the next batch. */
  add(clientId: string, messageId: string): void
  /** Whether `clientId` acknowledged `messageId` in an ack not written yet: not to be resent. */
  has(clientId: string, messageId: string): boolean
}

/** Makes an empty ack buffer over the mailbox. */
export function createAckBuffer(parameters: CreateAckBufferParameters): AckBuffer {
  const { mailbox, log, tasks, flushMs = 50 } = parameters
  const unflushed = new Map<string, Set<string>>()
  let scheduled = false

  function schedule() {
    if (scheduled) return
    scheduled = true
    tasks.track(new Promise((resolve) => setTimeout(resolve, flushMs)).then(flush))
  }

  async function flush() {
    const batch = [...unflushed].flatMap(([clientId, ids]) =>
      [...ids].map((messageId) => ({ messageId, clientId })),
    )
    await mailbox
      .acknowledgeAll(batch)
      .catch((error: unknown) => log.error({ err: error }, 'relay: storing acks failed'))
    for (const { messageId, clientId } of batch) {
      const ids = unflushed.get(clientId)
      ids?.delete(messageId)
      if (ids?.size === 0) unflushed.delete(clientId)
    }
    scheduled = false
    // Acks that came in while writing.
    if (unflushed.size > 0) schedule()
  }

  return {
    add(clientId, messageId) {
      unflushed.set(clientId, (unflushed.get(clientId) ?? new Set()).add(messageId))
      schedule()
    },
    has: (clientId, messageId) => unflushed.get(clientId)?.has(messageId) ?? false,
  }
}
