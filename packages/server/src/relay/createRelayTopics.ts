import { createTally } from './createTally.js'
import { RelayError } from './RelayError.js'
import type { RelayFanout } from './RelayFanout.js'
import type { RelayLimits } from './relayLimits.js'

/** What the topic registry needs of a connection: its own topic set and its address. */
export type TopicSubscriber = { topics: Set<string>; client: { ip: string } }

/** Parameters of `createRelayTopics`. */
export type CreateRelayTopicsParameters = {
  limits: Pick<RelayLimits, 'maxSubscriptionsPerConnection' | 'maxSubscriptionsPerIp'>
  /** Told of each subscription made and ended, so other nodes' deliveries for it arrive. */
  fanout: Pick<RelayFanout, 'watch' | 'unwatch'>
}

/** The node's subscriptions: who listens to each topic, within the limits per connection and address. */
export type RelayTopics<subscriber extends TopicSubscriber> = {
  /**
   * Subscribes to the topics not subscribed yet; throws a `RelayError` (3001) past a limit, or
   * the fan-out's error, undoing the subscription, when it cannot watch one of them.
   */
  subscribe(subscriber: subscriber, topics: readonly string[]): Promise<void>
  /** Ends the subscriptions to `topics` it has; others are ignored. */
  unsubscribe(subscriber: subscriber, topics: readonly string[]): void
  /** The subscribers of `topic` on this node. */
  subscribersOf(topic: string): Iterable<subscriber>
}

/** Makes a registry with no subscriptions. */
export function createRelayTopics<subscriber extends TopicSubscriber>(
  parameters: CreateRelayTopicsParameters,
): RelayTopics<subscriber> {
  const { limits, fanout } = parameters
  const byTopic = new Map<string, Set<subscriber>>()
  const subscriptionsByIp = createTally()

  function checkLimits(subscriber: subscriber, fresh: number) {
    if (subscriber.topics.size + fresh > limits.maxSubscriptionsPerConnection)
      throw RelayError.rateLimited(
        `Too many subscriptions: at most ${limits.maxSubscriptionsPerConnection} topics per connection`,
      )
    if (subscriptionsByIp.get(subscriber.client.ip) + fresh > limits.maxSubscriptionsPerIp)
      throw RelayError.rateLimited(
        `Too many subscriptions: at most ${limits.maxSubscriptionsPerIp} topics per address`,
      )
  }

  const topics: RelayTopics<subscriber> = {
    async subscribe(subscriber, requested) {
      const fresh = [...new Set(requested)].filter((topic) => !subscriber.topics.has(topic))
      checkLimits(subscriber, fresh.length)
      subscriptionsByIp.add(subscriber.client.ip, fresh.length)
      for (const topic of fresh) {
        subscriber.topics.add(topic)
        byTopic.set(topic, (byTopic.get(topic) ?? new Set()).add(subscriber))
      }
      const watching = await Promise.allSettled(fresh.map((topic) => fanout.watch(topic)))
      const failed = watching.find((outcome) => outcome.status === 'rejected')
      if (failed) {
        topics.unsubscribe(subscriber, fresh)
        throw failed.reason
      }
    },
    unsubscribe(subscriber, requested) {
      for (const topic of requested) {
        if (!subscriber.topics.delete(topic)) continue
        subscriptionsByIp.add(subscriber.client.ip, -1)
        const subscribers = byTopic.get(topic)
        subscribers?.delete(subscriber)
        if (subscribers?.size === 0) byTopic.delete(topic)
        fanout.unwatch(topic)
      }
    },
    subscribersOf: (topic) => byTopic.get(topic) ?? [],
  }
  return topics
}
