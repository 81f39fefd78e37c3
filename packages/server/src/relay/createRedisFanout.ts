import { randomUUID } from 'node:crypto'
import type { Redis } from 'ioredis'
import { maskDatabaseUrl } from '../db/maskDatabaseUrl.js'
import type { RelayDelivery, RelayFanout } from './RelayFanout.js'

/** Parameters of `createRedisFanout`. */
export type CreateRedisFanoutParameters = {
  url: string
  onDelivery(delivery: RelayDelivery): void
  /** Told about connection trouble after start; ioredis reconnects and resubscribes by itself. */
  onError?(error: Error): void
}

type Envelope = RelayDelivery & { node: string }

const channelPrefix = 'latchkey:relay:topic:'

/**
 * Fan-out across relay nodes through Redis pub/sub: one channel per topic, which a node listens
 * to while one of its clients is subscribed to the topic.
 */
export async function createRedisFanout(
  parameters: CreateRedisFanoutParameters,
): Promise<RelayFanout> {
  // Loaded here so that single-node deployments never load the client.
  const { Redis } = await import('ioredis')
  const node = randomUUID()
  const options = { lazyConnect: true, maxRetriesPerRequest: 3 }
  const publisher: Redis = new Redis(parameters.url, options)
  const subscriber: Redis = new Redis(parameters.url, options)
  for (const client of [publisher, subscriber])
    client.on('error', (error: Error) => parameters.onError?.(error))
  try {
    await Promise.all([publisher.connect(), subscriber.connect()])
  } catch (error) {
    publisher.disconnect()
    subscriber.disconnect()
    throw new Error(
      `Cannot connect to Redis at ${maskDatabaseUrl(parameters.url)}: ${(error as Error).message}`,
      { cause: error },
    )
  }

  subscriber.on('message', (_channel: string, text: string) => {
    let envelope: Envelope
    try {
      envelope = JSON.parse(text) as Envelope
    } catch {
      return
    }
    // This node delivered its own publishes already, without the round trip.
    if (envelope.node === node) return
    const { node: _, ...delivery } = envelope
    parameters.onDelivery(delivery)
  })

  const watched = new Map<string, { count: number; ready: Promise<unknown> }>()
  return {
    kind: 'redis',
    async publish(delivery) {
      await publisher.publish(channelPrefix + delivery.topic, JSON.stringify({ ...delivery, node }))
    },
    async watch(topic) {
      let entry = watched.get(topic)
      if (!entry) {
        entry = { count: 0, ready: subscriber.subscribe(channelPrefix + topic) }
        watched.set(topic, entry)
      }
      entry.count++
      await entry.ready
    },
    unwatch(topic) {
      const entry = watched.get(topic)
      if (!entry || --entry.count > 0) return
      watched.delete(topic)
      // Commands run in order on the connection, so a later watch() subscribes again after this.
      subscriber.unsubscribe(channelPrefix + topic).catch(() => {})
    },
    async close() {
      watched.clear()
      await Promise.allSettled([publisher.quit(), subscriber.quit()])
    },
  }
}
