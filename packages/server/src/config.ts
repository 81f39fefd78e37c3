import { resolve } from 'node:path'
import type { DataOverrides } from './data/DataOverrides.js'
import { maskDatabaseUrl } from './db/maskDatabaseUrl.js'
import { ConfigError } from './errors/config.js'
import type { RelayLimits } from './relay/relayLimits.js'

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

/** Reads and validates the server configuration from environment variables. */
export function loadConfig(env: ConfigEnvironment = process.env): Config {
  // An empty value counts as unset, as `VAR=` lines in env files usually mean.
  const read = (name: string) => {
    const value = env[name]?.trim()
    return value ? value : undefined
  }
  return {
    host: parseHost(read('LATCHKEY_HOST')),
    port: parsePort(read('LATCHKEY_PORT')),
    dataDir: resolve(read('LATCHKEY_DATA_DIR') ?? '.latchkey/data'),
    databaseUrl: parseDatabaseUrl(read('DATABASE_URL')),
    logLevel: parseLogLevel(read('LOG_LEVEL')),
    publicUrl: parsePublicUrl(read('LATCHKEY_PUBLIC_URL')),
    analytics: parseAnalytics(read('LATCHKEY_ANALYTICS')),
    redisUrl: parseRedisUrl(read('REDIS_URL')),
    relayUrl: parseRelayUrl(read('LATCHKEY_RELAY_URL')),
    chains: parseChains(read('LATCHKEY_CHAINS')),
    dataConfigPath: optionalPath(read('LATCHKEY_DATA_CONFIG')),
  }
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
  ].join('\n')
}

function parseHost(value: string | undefined): string {
  if (value === undefined) return '127.0.0.1'
  // Catches a URL or a host with a port pasted where only the address belongs.
  if (/[\s/?#@]/.test(value) || (/:/.test(value) && !/^[0-9a-f:.]+$/i.test(value)))
    throw new ConfigError(
      'LATCHKEY_HOST',
      value,
      'a host name or IP address (127.0.0.1, 0.0.0.0, ::)',
    )
  return value
}

function parsePort(value: string | undefined): number {
  if (value === undefined) return 8787
  const port = /^\d+$/.test(value) ? Number(value) : Number.NaN
  if (!(port >= 0 && port <= 65535))
    throw new ConfigError(
      'LATCHKEY_PORT',
      value,
      'an integer from 0 to 65535 (0 picks a free port)',
    )
  return port
}

function parseLogLevel(value: string | undefined): LogLevel {
  if (value === undefined) return 'info'
  const level = logLevels.find((known) => known === value.toLowerCase())
  if (!level) throw new ConfigError('LOG_LEVEL', value, `one of ${logLevels.join(', ')}`)
  return level
}

function parseDatabaseUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined
  const protocol = URL.canParse(value) ? new URL(value).protocol : undefined
  if (protocol !== 'postgres:' && protocol !== 'postgresql:')
    throw new ConfigError(
      'DATABASE_URL',
      maskDatabaseUrl(value),
      'a PostgreSQL URL (postgres://user:password@host:5432/database)',
    )
  return value
}

function parseAnalytics(value: string | undefined): boolean {
  // Off unless asked: a self-hosted deployment collects nothing by default.
  if (value === undefined) return false
  const flag = value.toLowerCase()
  if (flag === 'on') return true
  if (flag === 'off') return false
  throw new ConfigError('LATCHKEY_ANALYTICS', value, 'on or off')
}

function parsePublicUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined
  const url = URL.canParse(value) ? new URL(value) : undefined
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:')
    throw new ConfigError('LATCHKEY_PUBLIC_URL', value, 'an http or https URL')
  return value.replace(/\/+$/, '')
}

function parseRedisUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined
  const protocol = URL.canParse(value) ? new URL(value).protocol : undefined
  if (protocol !== 'redis:' && protocol !== 'rediss:')
    throw new ConfigError('REDIS_URL', maskDatabaseUrl(value), 'a Redis URL (redis://host:6379)')
  return value
}

function parseRelayUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined
  const urls = value.split(',').map((url) => url.trim())
  for (const url of urls) {
    const protocol = URL.canParse(url) ? new URL(url).protocol : undefined
    if (protocol !== 'ws:' && protocol !== 'wss:')
      throw new ConfigError(
        'LATCHKEY_RELAY_URL',
        value,
        'a ws or wss URL, or several separated by commas',
      )
  }
  return urls.join(',')
}

function parseChains(value: string | undefined): ChainConfig[] {
  if (value === undefined) return []
  const chains: ChainConfig[] = []
  for (const entry of value.split(',').map((part) => part.trim())) {
    const [caipNetworkId = '', rpcUrl = ''] = entry.split(/=(.*)/s).map((part) => part.trim())
    const protocol = URL.canParse(rpcUrl) ? new URL(rpcUrl).protocol : undefined
    if (
      !/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(caipNetworkId) ||
      (protocol !== 'http:' && protocol !== 'https:')
    )
      throw new ConfigError(
        'LATCHKEY_CHAINS',
        value,
        'CAIP-2 ids with http(s) node URLs, separated by commas (eip155:1=https://node.example)',
      )
    if (chains.some((chain) => chain.caipNetworkId === caipNetworkId))
      throw new ConfigError('LATCHKEY_CHAINS', value, `a list naming ${caipNetworkId} once`)
    chains.push({ caipNetworkId, rpcUrl })
  }
  return chains
}

function optionalPath(value: string | undefined): string | undefined {
  return value === undefined ? undefined : resolve(value)
}
