// The server under `npm run bench:server`, in a process of its own so the load generator does not
// share its event loop: reads the environment as the CLI does, turns the indexer off (the bench
// reads cached balances, not history) and prints its URL as one JSON line on stdout.
// BENCH_SERVER_METRICS=off leaves the request metrics out (what recording them costs).
// BENCH_SERVER_MODULE names another build of @latchkey/server to measure (a path to its
// exports/index.js), to compare a change with what it changes, back to back.
import { pathToFileURL } from 'node:url'

const { loadConfig, startServer } = await import(
  process.env.BENCH_SERVER_MODULE
    ? pathToFileURL(process.env.BENCH_SERVER_MODULE).href
    : '@latchkey/server'
)

const config = {
  ...loadConfig(process.env),
  data: { indexer: { enabled: false } },
  recordRequests: process.env.BENCH_SERVER_METRICS !== 'off',
  // The bench opens thousands of sockets from one address and measures throughput: the relay's
  // per-client and per-address limits are raised so they are not what is measured.
  relayLimits: {
    requestsPerSecond: 1_000_000,
    requestBurst: 1_000_000,
    maxConnectionsPerIp: 1_000_000,
    maxSubscriptionsPerIp: 1_000_000,
    ipRequestsPerSecond: 1_000_000,
    ipRequestBurst: 1_000_000,
  },
}
const running = await startServer({ config })
process.stdout.write(`${JSON.stringify({ url: running.url })}\n`)
const stop = () => running.close().finally(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
