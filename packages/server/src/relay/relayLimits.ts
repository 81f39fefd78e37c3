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
  /** Bytes waiting to be sent on one socket; a reader that falls further behind is closed (1013). */
  maxQueuedBytesPerConnection: number
  /** Bytes of unexpired messages one project may keep in the mailbox; over it, "mailbox full". */
  maxStoredBytesPerProject: number
  /** Bytes of unexpired messages the mailbox may keep in all. */
  maxStoredBytes: number
  /** Relay sockets open at once from one IP address. */
  maxConnectionsPerIp: number
  /** Topics subscribed at once by every connection of one IP address. */
  maxSubscriptionsPerIp: number
  /** Sustained requests per second from one IP address, every client behind it together. */
  ipRequestsPerSecond: number
  /** Requests one IP address may send at once above its sustained rate. */
  ipRequestBurst: number
  /** Sustained requests per second to one project, every client of it together. */
  projectRequestsPerSecond: number
  /** Requests one project may receive at once above its sustained rate. */
  projectRequestBurst: number
  /** Longest token lifetime accepted (`exp - iat`), in seconds. */
  maxTokenLifetimeSeconds: number
  /** How far a token's `iat` may be ahead of this server's clock, in seconds. */
  maxClockSkewSeconds: number
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
 * - 4 MiB queued per socket: a dozen of the largest messages; a reader slower than that catches up
 *   from the mailbox when it resubscribes.
 * - 256 MiB stored per project, 1 GiB in all; 2,000 sockets, 20,000 topics, 500 requests per
 *   second (bursts of 2,000) per address; 5,000 per second (bursts of 20,000) per project.
 * - Tokens living at most 7 days (the SDKs sign them for one), issued at most 5 minutes ahead.
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
  maxQueuedBytesPerConnection: 4 * 1024 * 1024,
  maxStoredBytesPerProject: 256 * 1024 * 1024,
  maxStoredBytes: 1024 * 1024 * 1024,
  maxConnectionsPerIp: 2_000,
  maxSubscriptionsPerIp: 20_000,
  ipRequestsPerSecond: 500,
  ipRequestBurst: 2_000,
  projectRequestsPerSecond: 5_000,
  projectRequestBurst: 20_000,
  maxTokenLifetimeSeconds: 7 * 24 * 60 * 60,
  maxClockSkewSeconds: 300,
})

/** The relay limits read from the environment, each with its variable and smallest value. */
export const relayLimitVariables = [
  { variable: 'LATCHKEY_RELAY_MAX_QUEUED_BYTES', key: 'maxQueuedBytesPerConnection', min: 1024 },
  {
    variable: 'LATCHKEY_RELAY_MAX_STORED_BYTES_PER_PROJECT',
    key: 'maxStoredBytesPerProject',
    min: 1,
  },
  { variable: 'LATCHKEY_RELAY_MAX_STORED_BYTES', key: 'maxStoredBytes', min: 1 },
  { variable: 'LATCHKEY_RELAY_MAX_CONNECTIONS_PER_IP', key: 'maxConnectionsPerIp', min: 1 },
  { variable: 'LATCHKEY_RELAY_MAX_SUBSCRIPTIONS_PER_IP', key: 'maxSubscriptionsPerIp', min: 1 },
  { variable: 'LATCHKEY_RELAY_MAX_SUBSCRIPTIONS', key: 'maxSubscriptionsPerConnection', min: 1 },
  { variable: 'LATCHKEY_RELAY_REQUESTS_PER_SECOND', key: 'requestsPerSecond', min: 1 },
  { variable: 'LATCHKEY_RELAY_REQUESTS_PER_SECOND_PER_IP', key: 'ipRequestsPerSecond', min: 1 },
  {
    variable: 'LATCHKEY_RELAY_REQUESTS_PER_SECOND_PER_PROJECT',
    key: 'projectRequestsPerSecond',
    min: 1,
  },
  { variable: 'LATCHKEY_RELAY_MAX_MESSAGE_BYTES', key: 'maxMessageBytes', min: 1 },
  { variable: 'LATCHKEY_RELAY_MAX_TTL_SECONDS', key: 'maxTtlSeconds', min: 10 },
  {
    variable: 'LATCHKEY_RELAY_MAX_TOKEN_LIFETIME_SECONDS',
    key: 'maxTokenLifetimeSeconds',
    min: 60,
  },
  { variable: 'LATCHKEY_RELAY_MAX_CLOCK_SKEW_SECONDS', key: 'maxClockSkewSeconds', min: 0 },
] as const satisfies readonly { variable: string; key: keyof RelayLimits; min: number }[]
