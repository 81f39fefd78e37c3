import type { RelayDelivery, RelayFanout } from './RelayFanout.js'

/** Fan-out within one process: a single relay node, no Redis. */
export function createLocalFanout(onDelivery: (delivery: RelayDelivery) => void): RelayFanout {
  return {
    kind: 'in-process',
    async publish(delivery) {
      onDelivery(delivery)
    },
    async watch() {},
    unwatch() {},
    async close() {},
  }
}
