import type { IncomingMessage } from 'node:http'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../config.js'
import { readClientAddress, type TrustProxy } from '../http/createTrustProxy.js'
import { readUpgradeQuery } from '../http/readUpgradeQuery.js'
import { projectErrors } from '../projects/projectErrorCodes.js'
import { getRelayAudiences } from './getRelayAudiences.js'
import type { RelayClient } from './RelayClient.js'
import type { RelayLimits } from './relayLimits.js'
import { relayQuerySchema } from './relayQuerySchema.js'
import { UpgradeRefusal } from './UpgradeRefusal.js'
import { RelayAuthError, verifyRelayAuth } from './verifyRelayAuth.js'

/** Parameters of `authorizeRelayClient`. */
export type AuthorizeRelayClientParameters = {
  server: Pick<FastifyInstance, 'projectAccess' | 'publicUrl'>
  config: Pick<Config, 'relayUrl' | 'publicUrl' | 'production'>
  /** Which proxies may name the client (LATCHKEY_TRUST_PROXY), compiled once by the relay. */
  trust: TrustProxy
  limits: Pick<
    RelayLimits,
    'maxConnectionsPerIp' | 'maxTokenLifetimeSeconds' | 'maxClockSkewSeconds'
  >
  /** How many relay sockets are open from an address now. */
  connectionsFrom(ip: string): number
  request: IncomingMessage
  /** The upgrade request's URL: `?auth=<JWT>&projectId=<id>&ua=<agent>`. */
  url: URL
}

/**
 * Decides whether an upgrade may become a relay connection: the address under its connection
 * limit, the query well formed (else 400 naming the parameter), the token valid for this relay,
 * the project known and the Origin one it allows. Throws an `UpgradeRefusal` saying why not.
 */
export async function authorizeRelayClient(
  parameters: AuthorizeRelayClientParameters,
): Promise<RelayClient> {
  const { server, config, limits, request, url, trust } = parameters
  // The client's address as the trusted proxies name it (LATCHKEY_TRUST_PROXY), else the socket's.
  const ip = readClientAddress(request, trust)
  if (parameters.connectionsFrom(ip) >= limits.maxConnectionsPerIp)
    throw new UpgradeRefusal(
      429,
      `Too many relay connections: at most ${limits.maxConnectionsPerIp} from one address`,
      'RATE_LIMITED',
    )
  const query = readUpgradeQuery(url, relayQuerySchema, {
    refuse: ({ field, message }) =>
      new UpgradeRefusal(400, `${field ?? 'query'} ${message}`, 'INVALID_PARAMETER'),
  })
  // The audiences come from the configuration: the Host header is the client's to choose. In
  // development without a public URL, the address the server listens on stands in for it.
  const audiences = getRelayAudiences({
    relayUrl: config.relayUrl,
    publicUrl: config.publicUrl,
    host: config.production || config.publicUrl ? undefined : new URL(server.publicUrl).host,
  })
  const { clientId } = await verifyRelayAuth({
    auth: query.auth,
    audiences,
    maxLifetimeSeconds: limits.maxTokenLifetimeSeconds,
    maxClockSkewSeconds: limits.maxClockSkewSeconds,
  }).catch((error: unknown) => {
    throw error instanceof RelayAuthError ? new UpgradeRefusal(401, error.message) : error
  })
  // The registry's project check, as the public API routes have it: open while no project is
  // configured, else the project id must exist and a browser's Origin be one it allows.
  const { projectId } = query
  const access = await server.projectAccess.check({ projectId, origin: request.headers.origin })
  if (!access.allowed) {
    const { status, message } = projectErrors[access.code]
    throw new UpgradeRefusal(status, message, access.code)
  }
  return { clientId, projectId, ua: query.ua, ip }
}
