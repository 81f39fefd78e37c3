import { defaultRelayLimits, relayLimitVariables } from './relay/relayLimits.js'
import { limitVariables } from './serverLimits.js'

/** One environment variable of the server, as the configuration reference lists it. */
export type ConfigVariable = {
  variable: string
  /** What it sets, and the form its value takes. */
  description: string
  /** What applies when it is unset. */
  defaultValue: string
  /** Whether production mode requires it (`when …` for a condition). */
  production?: string | undefined
}

/** The variables outside the numeric limits, in the order a deployment meets them. */
const variables: readonly ConfigVariable[] = [
  {
    variable: 'NODE_ENV',
    description: '`production` turns production mode on (LATCHKEY_ENV wins).',
    defaultValue: 'development',
  },
  {
    variable: 'LATCHKEY_ENV',
    description: '`production` or `development`; wins over NODE_ENV.',
    defaultValue: 'from NODE_ENV',
  },
  {
    variable: 'LATCHKEY_HOST',
    description: 'The address to listen on.',
    defaultValue: '127.0.0.1',
  },
  {
    variable: 'LATCHKEY_PORT',
    description: 'The port to listen on; 0 picks a free one.',
    defaultValue: '8787',
  },
  {
    variable: 'LATCHKEY_PUBLIC_URL',
    description:
      "The URL clients reach the server at; every URL in an answer and the relay token's audience come from it, never from Host.",
    defaultValue: 'the listening address',
    production: 'required',
  },
  {
    variable: 'LATCHKEY_CORS_ORIGINS',
    description: 'Page origins any route answers when no project is configured (comma-separated).',
    defaultValue: '`*` in development',
    production: 'required unless a project is configured',
  },
  {
    variable: 'LATCHKEY_DATA_DIR',
    description: 'The folder of the embedded database (PGlite) and the development keys.',
    defaultValue: '.latchkey/data',
  },
  {
    variable: 'DATABASE_URL',
    description:
      'A PostgreSQL URL (postgres://user:password@host:5432/database) instead of PGlite.',
    defaultValue: 'PGlite in LATCHKEY_DATA_DIR',
  },
  {
    variable: 'REDIS_URL',
    description:
      "A Redis URL (redis://host:6379): the relay's deliveries and the rate limits shared by every node.",
    defaultValue: 'one node alone',
  },
  {
    variable: 'LOG_LEVEL',
    description: 'fatal, error, warn, info, debug, trace or silent.',
    defaultValue: 'info',
  },
  {
    variable: 'OTEL_EXPORTER_OTLP_ENDPOINT',
    description:
      "Turns traces on: the OTLP/HTTP collector's base URL (e.g. http://collector:4318; `/v1/traces` is appended). HTTP routes, relay methods, database queries and upstream RPC calls are sent as spans (JSON), and the log lines of a traced request carry `trace_id` and `span_id`. The exporter reads the other OTEL_EXPORTER_OTLP_* variables itself (HEADERS, TIMEOUT, COMPRESSION, CERTIFICATE); OTEL_RESOURCE_ATTRIBUTES adds resource attributes.",
    defaultValue: 'off: the OpenTelemetry SDK is not even loaded',
  },
  {
    variable: 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT',
    description:
      'The full URL traces are sent to; turns traces on too, and wins over OTEL_EXPORTER_OTLP_ENDPOINT.',
    defaultValue: 'none',
  },
  {
    variable: 'OTEL_SERVICE_NAME',
    description: "The traces' `service.name`.",
    defaultValue: 'latchkey-server',
  },
  {
    variable: 'OTEL_SDK_DISABLED',
    description: '`true` keeps traces off even with an endpoint set.',
    defaultValue: 'false',
  },
  {
    variable: 'LATCHKEY_ANALYTICS',
    description: 'on or off: whether the widget is told to send analytics events.',
    defaultValue: 'off',
  },
  {
    variable: 'LATCHKEY_RELAY_URL',
    description: "The relay's WebSocket URL(s) clients use as `relayUrl`, comma-separated.",
    defaultValue: 'the public URL as ws(s)',
  },
  {
    variable: 'LATCHKEY_CHAINS',
    description: 'The chains served and their nodes: `eip155:1=https://node.example,...`.',
    defaultValue: 'none',
  },
  {
    variable: 'LATCHKEY_DATA_CONFIG',
    description: "A JSON file with each chain's tokens and the data API's reference prices.",
    defaultValue: 'none',
  },
  {
    variable: 'LATCHKEY_NAME_SUFFIX',
    description:
      'The parent of every name the name service registers (lower-case dotted name); `bobby` registers as `bobby.<suffix>`.',
    defaultValue: 'latchkey.eth',
  },
  {
    variable: 'LATCHKEY_NAME_GATEWAY_KEY',
    description:
      "The CCIP-read gateway's signing key (0x and 64 hex digits): the suffix's resolver on chain trusts its address. Unset, `/v1/ccip` answers 404.",
    defaultValue: 'none: no gateway',
  },
  {
    variable: 'LATCHKEY_BUNDLER_KEY',
    description:
      "The ERC-4337 bundler's key (0x and 64 hex digits): it sends `handleOps` and is refunded its gas, so it needs some of each chain's coin. Set with LATCHKEY_BUNDLER_CHAINS.",
    defaultValue: 'none: no bundler',
  },
  {
    variable: 'LATCHKEY_BUNDLER_CHAINS',
    description:
      'The chains the bundler serves at `POST /v1/bundler/{caip2}`: CAIP-2 ids of LATCHKEY_CHAINS, separated by commas.',
    defaultValue: 'none: no bundler',
  },
  {
    variable: 'LATCHKEY_SESSIONS_RELAYER_KEY',
    description:
      "The key (0x and 64 hex digits) `POST /v1/sessions/{address}/revoke` relays owner-signed revocations with, on the bundler's chains: it pays their gas, so it needs some of each chain's coin. Not LATCHKEY_BUNDLER_KEY (their nonces would clash); one server process per key, since its sends are queued in the process.",
    defaultValue: 'none: the route answers 503',
  },
  {
    variable: 'LATCHKEY_PAYMASTER_KEY',
    description:
      "The paymaster service's signing key (0x and 64 hex digits): the VerifyingPaymaster's verifying signer. Set with the other LATCHKEY_PAYMASTER_* (all four, or none).",
    defaultValue: 'none: no paymaster',
  },
  {
    variable: 'LATCHKEY_PAYMASTER_CHAINS',
    description:
      'The chains the paymaster service sponsors on at `POST /v1/paymaster/{caip2}`: CAIP-2 ids of eip155 chains of LATCHKEY_CHAINS, separated by commas.',
    defaultValue: 'none: no paymaster',
  },
  {
    variable: 'LATCHKEY_PAYMASTER_ADDRESS',
    description:
      "The VerifyingPaymaster (ERC-4337 v0.7's reference contract) whose signer is LATCHKEY_PAYMASTER_KEY, at the same address on every chain; its EntryPoint deposit pays the sponsored gas.",
    defaultValue: 'none: no paymaster',
  },
  {
    variable: 'LATCHKEY_PAYMASTER_POLICIES',
    description:
      'What is sponsored, per project id (`*` for every other project), as JSON: `{"*": {"contracts": ["0x…"], "maxWeiPerAccountPerDay": "10000000000000000"}}`. Only calls to the listed contracts, up to the cap per account, chain and UTC day.',
    defaultValue: 'none: no paymaster',
  },
  {
    variable: 'LATCHKEY_TRUST_PROXY',
    description:
      'The proxies trusted to name the client in X-Forwarded-For: a hop count (1 to 99) or addresses and CIDR ranges, comma-separated.',
    defaultValue: 'none: the connecting address counts',
  },
  {
    variable: 'LATCHKEY_METRICS_TOKEN',
    description: 'The bearer token GET /metrics asks for (16 to 256 printable characters).',
    defaultValue: 'open in development, off in production',
  },
  {
    variable: 'LATCHKEY_WALLET_ORIGIN',
    description: "The embedded wallet frame's origin; unset, the embedded-wallet routes are off.",
    defaultValue: 'off',
  },
  {
    variable: 'SMTP_URL',
    description: 'Where one-time codes are sent: an smtp:// or smtps:// URL.',
    defaultValue: 'the in-process mail catcher (development)',
  },
  {
    variable: 'LATCHKEY_MAIL_FROM',
    description: 'The sender of the one-time codes.',
    defaultValue: 'Latchkey <no-reply@latchkey.local>',
  },
  {
    variable: 'LATCHKEY_RECOVERY_KEY',
    description:
      "The key sealing the embedded wallets' recovery shares: 64 hex characters (openssl rand -hex 32), kept apart from the database.",
    defaultValue: 'a file in LATCHKEY_DATA_DIR (development)',
    production: 'required with LATCHKEY_WALLET_ORIGIN (or the file variable)',
  },
  {
    variable: 'LATCHKEY_RECOVERY_KEY_FILE',
    description: 'A file holding LATCHKEY_RECOVERY_KEY instead of the variable.',
    defaultValue: 'none',
  },
  {
    variable: 'LATCHKEY_SHARE_KEY',
    description: "The key sealing the embedded wallets' auth shares at rest: 64 hex characters.",
    defaultValue: 'a file in LATCHKEY_DATA_DIR (development)',
    production: 'required with LATCHKEY_WALLET_ORIGIN',
  },
  {
    variable: 'LATCHKEY_PASSPHRASE_RECOVERY_PROJECTS',
    description:
      'Project ids whose users recover with a passphrase instead of the recovery key (comma-separated).',
    defaultValue: 'none',
  },
  {
    variable: 'LATCHKEY_SOCIAL_PROVIDERS',
    description:
      'The social logins\' OAuth apps, JSON by provider (google, github, apple, facebook, x, discord): {"google":{"clientId","clientSecret","issuer"?,"scopes"?}}; github, facebook, x and discord may name their OAuth endpoints instead of an issuer (self-hosted or regional ones): "authorizationEndpoint", "tokenEndpoint" and "userEndpoint" together, and for github "emailsEndpoint" (without it, no email); every URL is https (http only on 127.0.0.1, localhost or [::1]). The redirect URI to register is the server\'s public URL followed by /embedded/social/callback.',
    defaultValue: 'none: social login off',
  },
  {
    variable: 'LATCHKEY_PROJECT_SOCIAL_PROVIDERS',
    description:
      'Projects with OAuth apps of their own, JSON by project id, each as LATCHKEY_SOCIAL_PROVIDERS: `{"<projectId>":{"github":{"clientId","clientSecret","issuer"?,"scopes"?}}}`; such a project offers only its own providers (the widget hides the others and their start is refused), any other project uses LATCHKEY_SOCIAL_PROVIDERS.',
    defaultValue: 'none: every project uses LATCHKEY_SOCIAL_PROVIDERS',
  },
  {
    variable: 'LATCHKEY_FARCASTER',
    description:
      'Sign In With Farcaster, JSON: {"rpcUrl","relayKey","idRegistry"?,"clientUrl"?}: the chain whose ID registry holds custody addresses (Optimism; idRegistry defaults to Farcaster\'s), the key Farcaster clients send to /farcaster/v1/channel/authenticate, and the client\'s sign-in page (default https://farcaster.xyz/~/siwf).',
    defaultValue: 'none: Farcaster login off',
  },
]

/** What each numeric limit bounds, by its key in ServerLimits or RelayLimits. */
const limitDescriptions: Record<
  (typeof limitVariables)[number]['key'] | (typeof relayLimitVariables)[number]['key'],
  string
> = {
  requestTimeoutMs: 'Milliseconds for a whole request to arrive (408 after).',
  bodyLimitBytes: 'Largest request body in bytes (413 over it).',
  rateLimitPerIp: 'HTTP requests per window from one address (429 over it).',
  rateLimitPerProject: 'HTTP requests per window to one project.',
  rateLimitWindowMs: "The rate limits' window in milliseconds.",
  nonceRateLimitPerIp: 'Sign-in nonces per window from one address.',
  nameRegistrationsPerIp: 'Name registrations per window from one address.',
  maxRegisteredNames: 'Most registered names in all (503 past it).',
  nonceRetentionMs: 'Milliseconds an expired nonce is kept before it is purged.',
  slowRequestMs: 'A request slower than this is logged at info level.',
  rpcMaxBatch: 'Most calls in one JSON-RPC batch to the RPC proxy.',
  rpcMaxGas: 'Highest gas an eth_call or eth_estimateGas through the proxy may ask for.',
  rpcMaxStateOverrides: 'Most accounts one state override may change through the proxy.',
  rpcCallsPerIp: 'Proxied JSON-RPC calls per window from one address.',
  registryRefreshMs: 'How often the wallet registry checks the database for an import.',
  shutdownGraceMs:
    'Milliseconds requests under way get to finish on SIGTERM/SIGINT before they are cut.',
  bundlerMaxPendingPerSender:
    'User operations of one sender the bundler holds before they land; more are refused (-32504).',
  bundlerMaxPending: "User operations one chain's bundler holds before they land, in all.",
  paymasterMaxAccountsPerDay:
    'Accounts the paymaster sponsors per policy, chain and UTC day (each is a row of spend); more are refused (-32504) until the next day.',
  sessionsMaxPendingRevocations:
    "Session revocations waiting for one chain's relayer to send them; more are refused (503 RELAYER_BUSY).",
  maxQueuedBytesPerConnection: 'Bytes waiting on one relay socket before it is closed (1013).',
  maxStoredBytesPerProject: "Bytes of one project's unexpired relay messages.",
  maxStoredBytes:
    'Bytes of unexpired relay messages in all (PGlite takes about twice that on disk).',
  maxConnectionsPerIp: 'Relay sockets open at once from one address.',
  maxSubscriptionsPerIp: 'Relay topics subscribed at once from one address.',
  maxSubscriptionsPerConnection: 'Relay topics one socket may subscribe to.',
  requestsPerSecond: 'Relay requests per second from one client.',
  ipRequestsPerSecond: 'Relay requests per second from one address.',
  projectRequestsPerSecond: 'Relay requests per second to one project.',
  maxMessageBytes: 'Largest relay message in bytes of its base64 text.',
  maxTtlSeconds: 'Longest relay message TTL in seconds.',
  maxTokenLifetimeSeconds: 'Longest relay token lifetime accepted, in seconds.',
  maxClockSkewSeconds:
    "How far a relay token's iat may be ahead of the server's clock, in seconds.",
}

/** Every variable the server reads, limits included, with defaults from the code itself. */
export function getConfigVariables(): ConfigVariable[] {
  const limits = [
    ...limitVariables.map((limit) => ({ ...limit, defaultValue: limit.defaultValue })),
    ...relayLimitVariables.map((limit) => ({
      ...limit,
      defaultValue: defaultRelayLimits[limit.key],
    })),
  ]
  return [
    ...variables,
    ...limits.map((limit) => ({
      variable: limit.variable,
      description: `${limitDescriptions[limit.key]} At least ${limit.min}.`,
      defaultValue: String(limit.defaultValue),
    })),
  ]
}

/** The configuration reference as a Markdown table (deploy/README.md holds it; a test compares). */
export function formatConfigReference(): string {
  const escapeCell = (text: string) => text.replaceAll('|', '\\|')
  return [
    '| Variable | What it sets | Default | Production |',
    '| --- | --- | --- | --- |',
    ...getConfigVariables().map(
      (entry) =>
        `| \`${entry.variable}\` | ${escapeCell(entry.description)} | ${escapeCell(entry.defaultValue)} | ${escapeCell(entry.production ?? '')} |`,
    ),
  ].join('\n')
}
