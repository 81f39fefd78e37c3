import type { FastifyBaseLogger } from 'fastify'
import { type Mailbox, type RelayMessage, relayMessageId } from './createMailbox.js'
import type { UnstoredMessages } from './createUnstoredMessages.js'
import type { RelayPublishItem } from './parseRelayParams.js'
import type { RelayConnection } from './RelayConnection.js'
import type { RelayDelivery, RelayFanout } from './RelayFanout.js'

/** Parameters of `createRelayPublisher`. */
export type CreateRelayPublisherParameters = {
  mailbox: Pick<Mailbox, 'store'>
  fanout: Pick<RelayFanout, 'publish'>
  unstored: UnstoredMessages
  /** Delivers to this node's subscribers of the message's topic, its publisher's connection aside. */
  deliverLive(delivery: RelayDelivery): void
  log: Pick<FastifyBaseLogger, 'error'>
}

/**
 * Publishes one message: delivers it to this node's subscribers at once, then writes the mailbox,
 * and only then resolves (the publisher is answered) and tells the other nodes: what was
 * acknowledged survives a crash, and the write (the costly part) is no longer between a publish and
 * its delivery. Live subscribers may thus receive a message the mailbox then refuses (full): it was
 * not kept for anyone later, and its publisher is told so (the store's `RelayError`).
 */
export type RelayPublisher = (connection: RelayConnection, item: RelayPublishItem) => Promise<void>

/** Makes the publish of one relay node. */
export function createRelayPublisher(parameters: CreateRelayPublisherParameters): RelayPublisher {
  const { mailbox, fanout, unstored, deliverLive, log } = parameters
  return async (connection, item) => {
    const publisher = connection.client.clientId
    const publishedAt = Date.now()
    const live: RelayMessage = {
      id: relayMessageId(item.topic, item.message),
      topic: item.topic,
      message: item.message,
      tag: item.tag,
      publishedAt,
    }
    deliverLive({ ...live, origin: connection.id })
    const release = unstored.hold(live, publisher)
    let stored: Awaited<ReturnType<typeof mailbox.store>>
    try {
      stored = await mailbox.store({
        ...item,
        publisher,
        publishedAt,
        projectId: connection.client.projectId ?? '',
      })
    } finally {
      release()
    }
    if (stored.duplicate) return
    // The message is in the mailbox already: if Redis fails, other nodes' subscribers get it when
    // they next subscribe, so the publish still succeeds.
    await fanout
      .publish({ ...stored.message, origin: connection.id })
      .catch((error: unknown) => log.error({ err: error }, 'relay: fan-out failed'))
  }
}
