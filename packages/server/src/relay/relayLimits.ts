/** The relay's limits and timings; each can be overridden through `config.relayLimits`. */
export type RelayLimits = {
  /** Shortest message TTL accepted, in seconds. */
  minTtlSeconds: number
  /** Longest message TTL accepted, in seconds. */
  maxTtlSeconds: number
  /** Largest `message` accepted, in bytes of its (base64) text. */
  maxMessageBytes: number
  /** Largest WebSocket frame read; a bigger one closes the socket with 1009. */
  maxFrameBytes: number
  /** Most items in one batch method call. */
  maxBatchSize: number
  /** Most topics one connection may be subscribed to at once. */
  maxSubscriptionsPerConnection: number
  /** Unexpired messages one topic may hold; a publish over it fails with "mailbox full". */
  maxMailboxMessagesPerTopic: number
  /** Messages returned by one `irn_fetchMessages` call; `hasMore` says when more are waiting. */
  fetchMessagesPageSize: number
  /** Sustained requests per second one client (its `did:key`) may send to this node. */
  requestsPerSecond: number
  /** Requests one client may send at once above the sustained rate. */
  requestBurst: number
  /** Time between WebSocket pings; a socket that has not answered the previous one is closed. */
  pingIntervalMs: number
  /** Time between sweeps that delete expired messages from the mailbox. */
  purgeIntervalMs: number
}

/**
 * What the relay allows when nothing is overridden, chosen near the reference relay's limits:
 * - TTL 10 s to 30 days: the SDKs' shortest TTL is 30 s (pairing pings); their longest is a day,
 *   or 7 days for a request the dapp gives that expiry.
 * - Messages up to 256 KiB: they are encrypted JSON-RPC envelopes, usually a few KiB; the largest
 *   realistic one, a contract deployment's calldata (24 KiB of code, hex, encrypted, base64), is
 *   about 70 KiB. Frames up to 1 MiB, which holds a batch of several such messages.
 * - Batches of 1 to 500 items: the SDKs resubscribe in batches of 500.
 * - 1,000 topics per connection, 1,000 unexpired messages per topic: a wallet with many sessions
 *   stays well inside both.
 * - 50 requests per second per client with bursts of 200: a reconnecting SDK sends a handful.
 * - A ping every 15 s: the SDKs drop a socket after 35 s without one.
 */
export const defaultRelayLimits: RelayLimits = Object.freeze({
  minTtlSeconds: 10,
  maxTtlSeconds: 30 * 24 * 60 * 60,
  maxMessageBytes: 256 * 1024,
  maxFrameBytes: 1024 * 1024,
  maxBatchSize: 500,
  maxSubscriptionsPerConnection: 1000,
  maxMailboxMessagesPerTopic: 1000,
  fetchMessagesPageSize: 100,
  requestsPerSecond: 50,
  requestBurst: 200,
  pingIntervalMs: 15_000,
  purgeIntervalMs: 60_000,
})
