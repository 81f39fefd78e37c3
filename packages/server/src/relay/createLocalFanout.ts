import type { RelayFanout } from './RelayFanout.js'

/** Fan-out within one process: a single relay node, no Redis, so no other node to tell. */
export function createLocalFanout(): RelayFanout {
  return {
    kind: 'in-process',
    async publish() {},
    async watch() {},
    unwatch() {},
    async close() {},
  }
}
