import { isIP } from 'node:net'
import { resolve } from 'node:path'
import * as v from 'valibot'
import { type BundlerConfig, loadBundlerConfig } from './bundler/BundlerConfig.js'
import type { DataOverrides } from './data/DataOverrides.js'
import { maskDatabaseUrl } from './db/maskDatabaseUrl.js'
import { type EmbeddedConfig, loadEmbeddedConfig } from './embedded/EmbeddedConfig.js'
import { ConfigError } from './errors/config.js'
import { defaultNameSuffix, type NameServiceConfig } from './names/NameServiceConfig.js'
import type { OnrampOverrides } from './onramp/OnrampOverrides.js'
import { loadPaymasterConfig, type PaymasterConfig } from './paymaster/PaymasterConfig.js'
import { type RelayLimits, relayLimitVariables } from './relay/relayLimits.js'
import { defaultServerLimits, limitVariables, type ServerLimits } from './serverLimits.js'
import {
  loadSessionRelayerConfig,
  type SessionRelayerConfig,
} from './sessions/SessionRelayerConfig.js'

/** The pino log levels the server accepts in LOG_LEVEL. */
export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

/** One of the pino log levels. */
export type LogLevel = (typeof logLevels)[number]

/** What the server needs to start, read from the environment by `loadConfig`. */
export type Config = {
  /** Address to listen on (LATCHKEY_HOST). */
  host: string
  /** Port to listen on; 0 picks any free port (LATCHKEY_PORT). */
  port: number
  /** Absolute folder for the embedded database and other local state (LATCHKEY_DATA_DIR). */
  dataDir: string
  /** PostgreSQL connection URL; when absent the embedded PGlite database is used (DATABASE_URL). */
  databaseUrl?: string | undefined
  /** Lowest pino level written to the log (LOG_LEVEL). */
  logLevel: LogLevel
  /** URL the server is reached at from outside, when it differs from the listening address (LATCHKEY_PUBLIC_URL). */
  publicUrl?: string | undefined
  /** What `GET /getAnalyticsConfig` tells the widget: whether to send analytics events (LATCHKEY_ANALYTICS, off by default). */
  analytics: boolean
  /** Redis URL; when set, relay nodes share deliveries through Redis pub/sub (REDIS_URL). */
  redisUrl?: string | undefined
  /** The WebSocket URL(s) clients use as `relayUrl`, comma-separated; tokens must name one (LATCHKEY_RELAY_URL). */
  relayUrl?: string | undefined
  /** Overrides of the relay's limits and timings, for tests and embedders; not read from the environment. */
  relayLimits?: Partial<RelayLimits> | undefined
  /** The chains served, each with its node (LATCHKEY_CHAINS: `eip155:31337=http://127.0.0.1:8545,...`). */
  chains: ChainConfig[]
  /** A JSON file with each chain's token list and the reference prices of the data API (LATCHKEY_DATA_CONFIG). */
  dataConfigPath?: string | undefined
  /** Overrides of the data API (token lists and prices, clock, indexer timings), for tests and embedders; not read from the environment. */
  data?: DataOverrides | undefined
  /** The on-ramp's providers (the sandbox one for dev chains); not read from the environment. */
  onramp?: OnrampOverrides | undefined
  /**
   * Production mode (NODE_ENV=production, or LATCHKEY_ENV=production|development, which wins):
   * the server refuses to start without a public URL, and without projects or CORS origins.
   */
  production: boolean
  /** Page origins any route answers when no project is configured, instead of `*` (LATCHKEY_CORS_ORIGINS). */
  corsOrigins?: readonly string[] | undefined
  /**
   * The proxies trusted to name the client in X-Forwarded-For (LATCHKEY_TRUST_PROXY): a hop count
   * or their addresses and ranges. Unset, every per-address limit counts the connecting address.
   */
  trustProxy?: number | readonly string[] | undefined
  /**
   * The bearer token `GET /metrics` asks for (LATCHKEY_METRICS_TOKEN, 16 characters or more).
   * Unset, the metrics are open in development and off in production.
   */
  metricsToken?: string | undefined
  /**
   * Whether each answer is counted in the request metrics (default true); false leaves them out,
   * to measure what they cost (`BENCH_SERVER_METRICS=off npm run bench:server`). Not read from the
   * environment.
   */
  recordRequests?: boolean | undefined
  /** Time-outs, body size, rate limits and the RPC proxy's caps (LATCHKEY_* variables, see `limitVariables`). */
  limits: ServerLimits
  /** The embedded wallet: its frame's origin, SMTP and the share keys (see `EmbeddedConfig`). */
  embedded?: EmbeddedConfig | undefined
  /** The name service: its suffix and the CCIP-read gateway's key; unset, `latchkey.eth` and no gateway. */
  names?: NameServiceConfig | undefined
  /** The ERC-4337 bundler: its key and chains (LATCHKEY_BUNDLER_*); unset, it is off. */
  bundler?: BundlerConfig | undefined
  /** The ERC-7677 paymaster service: its signer, chains, contract and policies (LATCHKEY_PAYMASTER_*); unset, it is off. */
  paymaster?: PaymasterConfig | undefined
  /** The key session revocations are relayed with (LATCHKEY_SESSIONS_RELAYER_KEY); unset, the server relays none. */
  sessionRelayer?: SessionRelayerConfig | undefined
}

/** A chain the server serves (data API, indexer, RPC proxy) and the node it reads it from. */
export type ChainConfig = {
  /** CAIP-2 id, e.g. `eip155:31337`. */
  caipNetworkId: string
  /** The node's JSON-RPC URL (http or https). */
  rpcUrl: string
}

/** Environment variables as `process.env` holds them. */
export type ConfigEnvironment = Record<string, string | undefined>

// Each variable is a schema from its (trimmed, non-empty) text to the value the server uses; the
// message of its first issue is what the ConfigError says the value must be.
const urlWithProtocol = (protocols: readonly string[], expected: string) =>
  v.pipe(
    v.string(),
    v.check(
      (value) => URL.canParse(value) && protocols.includes(new URL(value).protocol),
      expected,
    ),
  )

const hostSchema = v.pipe(
  v.string(),
  // Catches a URL or a host with a port pasted where only the address belongs.
  v.check(
    (value) => !(/[\s/?#@]/.test(value) || (/:/.test(value) && !/^[0-9a-f:.]+$/i.test(value))),
    'a host name or IP address (127.0.0.1, 0.0.0.0, ::)',
  ),
)

const portSchema = v.pipe(
  v.string(),
  v.regex(/^\d+$/, 'an integer from 0 to 65535 (0 picks a free port)'),
  v.transform(Number),
  v.maxValue(65535, 'an integer from 0 to 65535 (0 picks a free port)'),
)

const logLevelSchema = v.pipe(
  v.string(),
  v.transform((value) => value.toLowerCase()),
  v.picklist(logLevels, `one of ${logLevels.join(', ')}`),
)

const onOffSchema = v.pipe(
  v.string(),
  v.transform((value) => value.toLowerCase()),
  v.picklist(['on', 'off'], 'on or off'),
  v.transform((value) => value === 'on'),
)

const publicUrlSchema = v.pipe(
  urlWithProtocol(['http:', 'https:'], 'an http or https URL'),
  v.transform((value) => value.replace(/\/+$/, '')),
)

const relayUrlSchema = v.pipe(
  v.string(),
  v.transform((value) => value.split(',').map((url) => url.trim())),
  v.array(urlWithProtocol(['ws:', 'wss:'], 'a ws or wss URL, or several separated by commas')),
  v.transform((urls) => urls.join(',')),
)

const chainsMessage =
  'CAIP-2 ids with http(s) node URLs, separated by commas (eip155:1=https://node.example)'
const chainsSchema = v.pipe(
  v.string(),
  v.transform((value) =>
    value.split(',').map((entry) => {
      const [caipNetworkId = '', rpcUrl = ''] = entry
        .trim()
        .split(/=(.*)/s)
        .map((part) => part.trim())
      return { caipNetworkId, rpcUrl }
    }),
  ),
  v.array(
    v.object({
      caipNetworkId: v.pipe(
        v.string(),
        v.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, chainsMessage),
      ),
      rpcUrl: urlWithProtocol(['http:', 'https:'], chainsMessage),
    }),
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const seen = new Set<string>()
    for (const { caipNetworkId } of dataset.value) {
      if (seen.has(caipNetworkId)) addIssue({ message: `a list naming ${caipNetworkId} once` })
      seen.add(caipNetworkId)
    }
  }),
)

const environmentSchema = v.pipe(
  v.string(),
  v.transform((value) => value.toLowerCase()),
  v.picklist(['production', 'development'], 'production or development'),
)

/**
 * Which proxies in front of the server are trusted to say who the client is (X-Forwarded-For):
 * a number of hops (1 for one TLS proxy), or the proxies' addresses and CIDR ranges separated by
 * commas. Unset: none, so a forged header changes nothing.
 */
const trustProxySchema = v.union(
  [
    v.pipe(v.string(), v.regex(/^\s*[1-9]\d?\s*$/), v.transform(Number)),
    v.pipe(
      v.string(),
      v.transform((value) => value.split(',').map((entry) => entry.trim())),
      v.array(v.custom<string>((entry) => isAddressOrRange(String(entry)))),
    ),
  ],
  'a number of proxy hops (1 to 99) or proxy addresses and CIDR ranges separated by commas (10.0.0.0/8,::1)',
)

/** The metrics' bearer token: long enough not to be guessed, in characters a header carries. */
const metricsTokenSchema = v.pipe(
  v.string(),
  v.regex(/^[\x21-\x7e]{16,256}$/, '16 to 256 printable characters without spaces'),
)

/** An IPv4 or IPv6 address, optionally with a CIDR prefix length that fits it. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/')
  const family = isIP(address)
  if (family === 0 || extra !== undefined) return false
  if (prefix === undefined) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128)
}

const corsOriginsSchema = v.pipe(
  v.string(),
  v.transform((value) => value.split(',').map((origin) => origin.trim())),
  v.array(
    v.pipe(
      urlWithProtocol(
        ['http:', 'https:'],
        'page origins (https://app.example) separated by commas',
      ),
      v.transform((origin) => new URL(origin).origin),
    ),
  ),
)

const integerSchema = (min: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d+$/, `an integer of at least ${min}`),
    v.transform(Number),
    v.minValue(min, `an integer of at least ${min}`),
    v.safeInteger(`an integer of at least ${min}`),
  )

/** A name suffix: dotted labels of lower-case letters, digits and hyphens (`latchkey.eth`). */
const nameSuffixSchema = v.pipe(
  v.string(),
  v.transform((value) => value.toLowerCase()),
  v.regex(
    /^(?=.{1,200}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/,
    'a dotted name of letters, digits and hyphens (latchkey.eth)',
  ),
)

/** The gateway's signing key: a secp256k1 private key as 0x and 64 hex digits. */
const gatewayKeySchema = v.pipe(
  v.string(),
  v.regex(/^0x[0-9a-fA-F]{64}$/, '0x and 64 hex digits (a secp256k1 private key)'),
  v.check((value) => !/^0x0{64}$/.test(value), '0x and 64 hex digits (a secp256k1 private key)'),
  v.transform((value) => value.toLowerCase() as `0x${string}`),
)

/** Reads one variable with its schema; throws the ConfigError naming it and what it must be. */
function read<schema extends v.GenericSchema<string, unknown>>(
  env: ConfigEnvironment,
  variable: string,
  schema: schema,
  mask: (value: string) => string = (value) => value,
): v.InferOutput<schema> | undefined {
  // An empty value counts as unset, as `VAR=` lines in env files usually mean.
  const text = env[variable]?.trim()
  if (!text) return undefined
  const result = v.safeParse(schema, text)
  if (!result.success)
    throw new ConfigError(variable, mask(text), result.issues[0]?.message ?? 'valid')
  return result.output
}

/** Reads and validates the server configuration from environment variables. */
export function loadConfig(env: ConfigEnvironment = process.env): Config {
  const databaseUrl = read(
    env,
    'DATABASE_URL',
    urlWithProtocol(
      ['postgres:', 'postgresql:'],
      'a PostgreSQL URL (postgres://user:password@host:5432/database)',
    ),
    maskDatabaseUrl,
  )
  const redisUrl = read(
    env,
    'REDIS_URL',
    urlWithProtocol(['redis:', 'rediss:'], 'a Redis URL (redis://host:6379)'),
    maskDatabaseUrl,
  )
  const environment =
    read(env, 'LATCHKEY_ENV', environmentSchema) ??
    (env.NODE_ENV?.trim().toLowerCase() === 'production' ? 'production' : 'development')
  const limits = { ...defaultServerLimits }
  for (const limit of limitVariables) {
    const value = read(env, limit.variable, integerSchema(limit.min))
    if (value !== undefined) limits[limit.key] = value
  }
  let relayLimits: Partial<RelayLimits> | undefined
  for (const limit of relayLimitVariables) {
    const value = read(env, limit.variable, integerSchema(limit.min))
    if (value !== undefined) relayLimits = { ...relayLimits, [limit.key]: value }
  }
  const dataConfigPath = read(env, 'LATCHKEY_DATA_CONFIG', v.string())
  const chains = read(env, 'LATCHKEY_CHAINS', chainsSchema) ?? []
  const bundler = loadBundlerConfig(env, chains)
  return {
    host: read(env, 'LATCHKEY_HOST', hostSchema) ?? '127.0.0.1',
    port: read(env, 'LATCHKEY_PORT', portSchema) ?? 8787,
    dataDir: resolve(read(env, 'LATCHKEY_DATA_DIR', v.string()) ?? '.latchkey/data'),
    databaseUrl,
    logLevel: read(env, 'LOG_LEVEL', logLevelSchema) ?? 'info',
    publicUrl: read(env, 'LATCHKEY_PUBLIC_URL', publicUrlSchema),
    // Off unless asked: a self-hosted deployment collects nothing by default.
    analytics: read(env, 'LATCHKEY_ANALYTICS', onOffSchema) ?? false,
    redisUrl,
    relayUrl: read(env, 'LATCHKEY_RELAY_URL', relayUrlSchema),
    chains,
    dataConfigPath: dataConfigPath === undefined ? undefined : resolve(dataConfigPath),
    production: environment === 'production',
    corsOrigins: read(env, 'LATCHKEY_CORS_ORIGINS', corsOriginsSchema),
    trustProxy: read(env, 'LATCHKEY_TRUST_PROXY', trustProxySchema),
    metricsToken: read(env, 'LATCHKEY_METRICS_TOKEN', metricsTokenSchema, () => '(hidden)'),
    limits,
    relayLimits,
    embedded: loadEmbeddedConfig(env),
    names: loadNameServiceConfig(env),
    bundler,
    paymaster: loadPaymasterConfig(env, chains),
    sessionRelayer: loadSessionRelayerConfig(env, bundler),
  }
}

/** The name service's variables; undefined when neither is set (the defaults apply). */
function loadNameServiceConfig(env: ConfigEnvironment): NameServiceConfig | undefined {
  const suffix = read(env, 'LATCHKEY_NAME_SUFFIX', nameSuffixSchema)
  const gatewayPrivateKey = read(
    env,
    'LATCHKEY_NAME_GATEWAY_KEY',
    gatewayKeySchema,
    () => '(hidden)',
  )
  if (suffix === undefined && gatewayPrivateKey === undefined) return undefined
  return { suffix: suffix ?? defaultNameSuffix, gatewayPrivateKey }
}

/**
 * Production mode's start-up check, before anything listens: a public URL (the relay's token
 * audience and every URL put in answers come from it) is required. Projects are checked once the
 * database is open (`checkProductionProjects`).
 */
export function checkProductionConfig(config: Config): void {
  if (config.production && !config.publicUrl)
    throw new ConfigError(
      'LATCHKEY_PUBLIC_URL',
      '',
      'set in production: the URL clients reach the server at (https://latchkey.example.com)',
    )
}

/** The lines printed when the server starts: where it listens and which database it uses. */
export function formatConfigSummary(config: Config): string {
  const database = config.databaseUrl
    ? `PostgreSQL at ${maskDatabaseUrl(config.databaseUrl)}`
    : `PGlite in ${resolve(config.dataDir, 'pglite')}`
  const listen = `${config.host}:${config.port}${config.port === 0 ? ' (any free port)' : ''}`
  return [
    'Latchkey server',
    `  listen      ${listen}`,
    `  public URL  ${config.publicUrl ?? '(same as listen address)'}`,
    `  database    ${database}`,
    `  data dir    ${config.dataDir}`,
    `  log level   ${config.logLevel}`,
    `  analytics   ${config.analytics ? 'on' : 'off'}`,
    ...(config.production ? ['  mode        production'] : []),
  ].join('\n')
}
