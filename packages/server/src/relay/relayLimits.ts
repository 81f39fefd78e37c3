/** The relay's limits and timings; each can be overridden through `config.relayLimits`. */
export type RelayLimits = {
  /** Shortest message TTL accepted, in seconds (the SDKs' shortest is 30 s, for pings). */
  minTtlSeconds: number
  /** Longest message TTL accepted, in seconds (the SDKs' longest is 30 days, for pairings). */
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
  /** Sustained requests per second one client (its `did:key`) may send on this node. */
  requestsPerSecond: number
  /** Requests one client may send at once above the sustained rate. */
  requestBurst: number
  /** Time between WebSocket pings; a socket that has not answered the previous one is closed. */
  pingIntervalMs: number
  /** Time between sweeps that delete expired messages from the mailbox. */
  purgeIntervalMs: number
}

/** What the relay allows when nothing is overridden; chosen near the reference relay's limits. */
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
