import type { IncomingMessage } from 'node:http'
import proxyAddr from '@fastify/proxy-addr'
import type { Config } from '../config.js'

/** Whether the hop at `address`, `hop` steps from the server, may name the client. */
export type TrustProxy = (address: string, hop: number) => boolean

/**
 * The trust LATCHKEY_TRUST_PROXY sets, in the shape Fastify's `trustProxy` and `proxy-addr` take:
 * the first `n` hops for a count, the listed addresses and ranges otherwise, none when unset.
 * Fastify reads `request.ip` with it; the relay's upgrades (plain Node requests) use
 * `readClientAddress`, so both count one client the same way.
 */
export function createTrustProxy(setting: Config['trustProxy']): TrustProxy {
  if (setting === undefined) return () => false
  if (typeof setting === 'number') return (_address, hop) => hop < setting
  return proxyAddr.compile([...setting])
}

/** The client's address behind the trusted proxies: the socket's own when none is trusted. */
export function readClientAddress(request: IncomingMessage, trust: TrustProxy): string {
  return proxyAddr(request, trust) ?? request.socket.remoteAddress ?? ''
}
