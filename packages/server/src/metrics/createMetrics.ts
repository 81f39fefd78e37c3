import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'

/** The relay's counters, which its node adds to as it works. */
export type RelayMetrics = {
  publishes: Counter
  deliveries: Counter
  /** Sockets closed because their reader fell behind (1013). */
  queueDrops: Counter
}

/** One server's metrics: a registry of its own (two servers in one process never mix). */
export type Metrics = {
  registry: Registry
  httpRequests: Counter<'route' | 'method' | 'status'>
  httpDuration: Histogram<'route' | 'method'>
  rateLimited: Counter<'route'>
  relay: RelayMetrics
  /** The RPC proxy's calls to each chain's node. */
  upstreamDuration: Histogram<'chain'>
  upstreamErrors: Counter<'chain'>
  /** Adds a gauge read when scraped (`collect` sets its values). */
  gauge<label extends string>(
    name: string,
    help: string,
    labelNames: readonly label[],
    collect: (gauge: Gauge<label>) => void | Promise<void>,
  ): void
}

/**
 * Makes a server's metrics in Prometheus's model, with `prom-client`: HTTP, rate limits, the
 * relay and the RPC proxy, plus the process's own (CPU, memory, event-loop lag, handles). Gauges
 * of state (relay sockets, mailbox, indexer, database pool) are read when scraped.
 */
export function createMetrics(): Metrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry, prefix: 'latchkey_' })
  const registers = [registry]
  return {
    registry,
    httpRequests: new Counter({
      name: 'latchkey_http_requests_total',
      help: 'HTTP requests answered, by route, method and status.',
      labelNames: ['route', 'method', 'status'],
      registers,
    }),
    httpDuration: new Histogram({
      name: 'latchkey_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route and method.',
      labelNames: ['route', 'method'],
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    rateLimited: new Counter({
      name: 'latchkey_rate_limited_total',
      help: 'Requests refused with 429 by a rate limit, by route.',
      labelNames: ['route'],
      registers,
    }),
    relay: {
      publishes: new Counter({
        name: 'latchkey_relay_publishes_total',
        help: 'Messages published to the relay on this node.',
        registers,
      }),
      deliveries: new Counter({
        name: 'latchkey_relay_deliveries_total',
        help: 'Messages sent to subscribers on this node.',
        registers,
      }),
      queueDrops: new Counter({
        name: 'latchkey_relay_queue_drops_total',
        help: 'Sockets closed (1013) because their reader fell too far behind.',
        registers,
      }),
    },
    upstreamDuration: new Histogram({
      name: 'latchkey_rpc_upstream_duration_seconds',
      help: "Time the RPC proxy waited for a chain's node, by chain.",
      labelNames: ['chain'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    upstreamErrors: new Counter({
      name: 'latchkey_rpc_upstream_errors_total',
      help: "Calls to a chain's node that failed (unreachable, timed out, not JSON-RPC), by chain.",
      labelNames: ['chain'],
      registers,
    }),
    gauge(name, help, labelNames, collect) {
      new Gauge({
        name,
        help,
        labelNames: [...labelNames],
        registers,
        async collect() {
          this.reset()
          await collect(this)
        },
      })
    },
  }
}
