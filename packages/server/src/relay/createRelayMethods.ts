import { WebSocket } from 'ws'
import type { AckBuffer } from './createAckBuffer.js'
import type { Mailbox } from './createMailbox.js'
import type { RelayOutbox } from './createRelayOutbox.js'
import type { RelayPublisher } from './createRelayPublisher.js'
import type { RelayTopics } from './createRelayTopics.js'
import type { UnstoredMessages } from './createUnstoredMessages.js'
import { getSubscriptionId } from './getSubscriptionId.js'
import type { RelayCall } from './parseRelayParams.js'
import type { RelayConnection } from './RelayConnection.js'
import type { RelayLimits } from './relayLimits.js'

/** Parameters of `createRelayMethods`. */
export type CreateRelayMethodsParameters = {
  limits: Pick<RelayLimits, 'fetchMessagesPageSize'>
  mailbox: Pick<Mailbox, 'pending' | 'acknowledge'>
  topics: RelayTopics<RelayConnection>
  acks: Pick<AckBuffer, 'has'>
  unstored: Pick<UnstoredMessages, 'heldFor'>
  outbox: Pick<RelayOutbox, 'deliver'>
  publish: RelayPublisher
}

/** A method's answer, and what to do once it is sent (deliver what a subscribe catches up on). */
type RelayMethodOutcome = { result: unknown; after?: () => Promise<void> }

/** Serves one checked relay method call of a connection. */
export type RelayMethods = (
  connection: RelayConnection,
  call: RelayCall,
) => Promise<RelayMethodOutcome>

// Messages read from the mailbox at a time when a subscribe catches up.
const catchUpPageSize = 500

/** Makes the methods of one relay node (`irn_*` and the session methods). */
export function createRelayMethods(parameters: CreateRelayMethodsParameters): RelayMethods {
  const { mailbox, topics, acks, unstored, outbox, publish } = parameters

  /** After a subscribe answered: what the mailbox holds for the topics that this client lacks. */
  function deliverPending(connection: RelayConnection, topics: readonly string[], since: number) {
    return async () => {
      const { clientId } = connection.client
      let after: string | undefined
      do {
        const page = await mailbox.pending(topics, clientId, { limit: catchUpPageSize, after })
        for (const message of page.messages)
          if (!acks.has(clientId, message.id)) outbox.deliver(connection, message, since)
        after = page.next
      } while (after !== undefined && connection.socket.readyState === WebSocket.OPEN)
      // Published before this subscribe, delivered live before it, and still being written.
      for (const message of unstored.heldFor(topics, clientId))
        outbox.deliver(connection, message, since)
    }
  }

  async function subscribe(connection: RelayConnection, list: readonly string[]) {
    const since = connection.deliveries.count
    await topics.subscribe(connection, list)
    return {
      ids: list.map((topic) => getSubscriptionId(topic, connection.client.clientId)),
      after: deliverPending(connection, list, since),
    }
  }

  return async (connection, call) => {
    switch (call.method) {
      case 'irn_publish':
      case 'irn_batchPublish':
        for (const item of call.messages) await publish(connection, item)
        return { result: true }
      case 'irn_subscribe':
      case 'irn_batchSubscribe': {
        const { ids, after } = await subscribe(connection, call.topics)
        return { result: call.method === 'irn_subscribe' ? ids[0] : ids, after }
      }
      case 'irn_unsubscribe':
      case 'irn_batchUnsubscribe':
        topics.unsubscribe(connection, call.topics)
        return { result: true }
      case 'irn_fetchMessages':
      case 'irn_batchFetchMessages':
        return { result: await fetchMessages(parameters, connection, call.topics) }
      case 'wc_proposeSession': {
        const { after } = await subscribe(connection, [call.pairingTopic])
        await publish(connection, call.proposal)
        return { result: true, after }
      }
      case 'wc_approveSession': {
        const { after } = await subscribe(connection, [call.sessionTopic])
        await publish(connection, call.response)
        await publish(connection, call.settlement)
        return { result: true, after }
      }
    }
  }
}

/** `irn_fetchMessages`: the next page of what the mailbox holds for the client, acknowledged. */
async function fetchMessages(
  { mailbox, limits }: CreateRelayMethodsParameters,
  connection: RelayConnection,
  list: readonly string[],
) {
  const { clientId } = connection.client
  const page = await mailbox.pending(list, clientId, { limit: limits.fetchMessagesPageSize + 1 })
  const messages = page.messages.slice(0, limits.fetchMessagesPageSize)
  // Fetched is received: the next call returns the next page, and none comes again live.
  await mailbox.acknowledge(
    messages.map((message) => message.id),
    clientId,
  )
  for (const message of messages) connection.deliveries.fetched(message.id)
  return {
    messages: messages.map(({ topic, message, publishedAt, tag }) => ({
      topic,
      message,
      publishedAt,
      tag,
    })),
    hasMore: page.messages.length > messages.length,
  }
}
