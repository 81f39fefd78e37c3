import type { RelayMessage } from './createMailbox.js'

/** A stored message on its way to subscribers, with the connection that published it. */
export type RelayDelivery = RelayMessage & {
  /** The publishing connection's id, which is not sent its own message. */
  origin: string
}

/** How a relay node hands deliveries to the subscribers of every node: in-process or through Redis. */
export type RelayFanout = {
  readonly kind: 'in-process' | 'redis'
  /** Sends a delivery to every other node's subscribers (the publishing node delivers its own). */
  publish(delivery: RelayDelivery): Promise<void>
  /** Starts receiving other nodes' deliveries for `topic`; resolves once they will arrive. */
  watch(topic: string): Promise<void>
  /** Stops receiving other nodes' deliveries for `topic` (one call per `watch`). */
  unwatch(topic: string): void
  close(): Promise<void>
}
