import type { RelayMessage } from './createMailbox.js'

/**
 * Messages delivered live and not yet in the mailbox, by topic, with their publisher: whoever
 * subscribes before the write gets them from here, as the mailbox would have given them.
 */
export type UnstoredMessages = {
  /** Holds `message` while the mailbox writes it; returns what to call once the write is over. */
  hold(message: RelayMessage, publisher: string): () => void
  /** The messages held on `topics` that `clientId` did not publish. */
  heldFor(topics: readonly string[], clientId: string): RelayMessage[]
}

/** Makes an empty set of unstored messages. */
export function createUnstoredMessages(): UnstoredMessages {
  const byTopic = new Map<string, Map<string, { message: RelayMessage; publisher: string }>>()
  return {
    hold(message, publisher) {
      const waiting = byTopic.get(message.topic) ?? new Map()
      byTopic.set(message.topic, waiting)
      // A duplicate of a message being written keeps the first one's entry.
      const own = !waiting.has(message.id)
      if (own) waiting.set(message.id, { message, publisher })
      return () => {
        if (own) waiting.delete(message.id)
        if (waiting.size === 0 && byTopic.get(message.topic) === waiting)
          byTopic.delete(message.topic)
      }
    },
    heldFor: (topics, clientId) =>
      topics.flatMap((topic) =>
        [...(byTopic.get(topic)?.values() ?? [])]
          .filter((held) => held.publisher !== clientId)
          .map((held) => held.message),
      ),
  }
}
