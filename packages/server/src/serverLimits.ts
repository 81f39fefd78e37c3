/** The HTTP side's bounds: each from its own environment variable (see `limitVariables`). */
export type ServerLimits = {
  /** Time for a whole request (headers and body) to arrive; a slower one is closed with 408. */
  requestTimeoutMs: number
  /** Largest request body, in bytes; a bigger one is answered 413. */
  bodyLimitBytes: number
  /** Requests one IP address may send per rate-limit window, over every route. */
  rateLimitPerIp: number
  /** Requests one project may receive per rate-limit window, from every address together. */
  rateLimitPerProject: number
  /** The rate-limit window, in milliseconds. */
  rateLimitWindowMs: number
  /** Sign-in nonces one IP address may ask for per window: each is a row until it is purged. */
  nonceRateLimitPerIp: number
  /** Name registrations one IP address may post per window: each verifies a signature on a node. */
  nameRegistrationsPerIp: number
  /** Most registered names in all: past it a registration is refused until names are freed. */
  maxRegisteredNames: number
  /** How long an expired nonce is kept (to answer "expired" rather than "unknown"), then purged. */
  nonceRetentionMs: number
  /** A request slower than this is logged at info level; faster ones only at debug. */
  slowRequestMs: number
  /** Most requests in one JSON-RPC batch sent to the RPC proxy. */
  rpcMaxBatch: number
  /** Highest `gas` an `eth_call` or `eth_estimateGas` through the proxy may ask for. */
  rpcMaxGas: number
  /** Most accounts one state override (or a simulated block's) may change through the proxy. */
  rpcMaxStateOverrides: number
  /** JSON-RPC calls (each item of a batch counts) one IP address may send per window. */
  rpcCallsPerIp: number
  /** How often the in-memory copy of the wallet registry checks the database for an import. */
  registryRefreshMs: number
  /**
   * On SIGTERM or SIGINT, how long requests under way may take to finish once the server stopped
   * accepting; those still open then are cut.
   */
  shutdownGraceMs: number
  /** The ERC-4337 bundler's pending user operations, per sender and on each chain in all. */
  bundlerMaxPendingPerSender: number
  bundlerMaxPending: number
  /** Accounts the paymaster sponsors per policy, chain and UTC day: each is a row of spend. */
  paymasterMaxAccountsPerDay: number
  /** Session revocations one chain's relayer has simulated and not yet sent. */
  sessionsMaxPendingRevocations: number
}

/** One environment variable holding one limit: its name, key, default and smallest value. */
export type LimitVariable<key extends string> = {
  variable: string
  key: key
  defaultValue: number
  min: number
}

/**
 * The defaults, chosen for one server behind one public address:
 * - 30 s for a request to arrive: a browser on a slow phone sends a sign-in body in well under 1 s.
 * - 3,000 requests per minute per address (50/s): opening All Wallets loads a page of entries and
 *   its images; 60,000 per minute per project, the sum of many users.
 * - 60 nonces per minute per address: a user signs in once per session.
 * - 30 name registrations per minute per address (a user registers once), 1,000,000 names in all
 *   (a few hundred megabytes of table at most).
 * - 100 calls per batch, 50 M gas (above any block gas limit of the served chains), 8 accounts
 *   overridden, 6,000 proxied calls per minute per address.
 * - 10 s for requests under way to finish at shutdown: the slowest route (an RPC proxy call)
 *   answers well within it, and orchestrators wait 30 s before SIGKILL.
 * - 4 pending user operations per sender (a wallet sends one at a time; 4 allows parallel nonce
 *   keys), 1,000 per chain (each holds a few hundred bytes while its bundle lands).
 */
export const limitVariables = [
  {
    variable: 'LATCHKEY_REQUEST_TIMEOUT_MS',
    key: 'requestTimeoutMs',
    defaultValue: 30_000,
    min: 100,
  },
  {
    variable: 'LATCHKEY_BODY_LIMIT_BYTES',
    key: 'bodyLimitBytes',
    defaultValue: 1_048_576,
    min: 1024,
  },
  { variable: 'LATCHKEY_RATE_LIMIT_PER_IP', key: 'rateLimitPerIp', defaultValue: 3_000, min: 1 },
  {
    variable: 'LATCHKEY_RATE_LIMIT_PER_PROJECT',
    key: 'rateLimitPerProject',
    defaultValue: 60_000,
    min: 1,
  },
  {
    variable: 'LATCHKEY_RATE_LIMIT_WINDOW_MS',
    key: 'rateLimitWindowMs',
    defaultValue: 60_000,
    min: 100,
  },
  {
    variable: 'LATCHKEY_NONCE_RATE_LIMIT_PER_IP',
    key: 'nonceRateLimitPerIp',
    defaultValue: 60,
    min: 1,
  },
  {
    variable: 'LATCHKEY_NAME_RATE_LIMIT_PER_IP',
    key: 'nameRegistrationsPerIp',
    defaultValue: 30,
    min: 1,
  },
  {
    variable: 'LATCHKEY_MAX_REGISTERED_NAMES',
    key: 'maxRegisteredNames',
    defaultValue: 1_000_000,
    min: 1,
  },
  {
    variable: 'LATCHKEY_NONCE_RETENTION_MS',
    key: 'nonceRetentionMs',
    defaultValue: 10 * 60_000,
    min: 0,
  },
  { variable: 'LATCHKEY_SLOW_REQUEST_MS', key: 'slowRequestMs', defaultValue: 1_000, min: 1 },
  { variable: 'LATCHKEY_RPC_MAX_BATCH', key: 'rpcMaxBatch', defaultValue: 100, min: 1 },
  { variable: 'LATCHKEY_RPC_MAX_GAS', key: 'rpcMaxGas', defaultValue: 50_000_000, min: 21_000 },
  {
    variable: 'LATCHKEY_RPC_MAX_STATE_OVERRIDES',
    key: 'rpcMaxStateOverrides',
    defaultValue: 8,
    min: 0,
  },
  { variable: 'LATCHKEY_RPC_RATE_LIMIT_PER_IP', key: 'rpcCallsPerIp', defaultValue: 6_000, min: 1 },
  {
    variable: 'LATCHKEY_REGISTRY_REFRESH_MS',
    key: 'registryRefreshMs',
    defaultValue: 10_000,
    min: 100,
  },
  {
    variable: 'LATCHKEY_SHUTDOWN_GRACE_MS',
    key: 'shutdownGraceMs',
    defaultValue: 10_000,
    min: 0,
  },
  {
    variable: 'LATCHKEY_BUNDLER_MAX_PENDING_PER_SENDER',
    key: 'bundlerMaxPendingPerSender',
    defaultValue: 4,
    min: 1,
  },
  {
    variable: 'LATCHKEY_BUNDLER_MAX_PENDING',
    key: 'bundlerMaxPending',
    defaultValue: 1_000,
    min: 1,
  },
  {
    variable: 'LATCHKEY_PAYMASTER_MAX_ACCOUNTS_PER_DAY',
    key: 'paymasterMaxAccountsPerDay',
    defaultValue: 100_000,
    min: 1,
  },
  {
    variable: 'LATCHKEY_SESSIONS_MAX_PENDING_REVOCATIONS',
    key: 'sessionsMaxPendingRevocations',
    defaultValue: 32,
    min: 1,
  },
] as const satisfies readonly LimitVariable<keyof ServerLimits>[]

/** The limits when no variable is set. */
export const defaultServerLimits: ServerLimits = Object.freeze(
  Object.fromEntries(limitVariables.map((limit) => [limit.key, limit.defaultValue])),
) as ServerLimits
