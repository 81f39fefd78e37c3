import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import type { Config } from './config.js'
import { type CreateServerParameters, createServer } from './createServer.js'
import type { Database } from './db/Database.js'
import { maskDatabaseUrl } from './db/maskDatabaseUrl.js'

/** Parameters of `startServer`: those of `createServer`. */
export type StartServerParameters = CreateServerParameters

/** A running server and the one call that stops it. */
export type StartServerReturnType = {
  /** Base URL to reach the server at, e.g. `http://127.0.0.1:8787`. */
  url: string
  server: FastifyInstance
  database: Database
  /**
   * Shuts down gracefully: relay sockets closed (clients reconnect, to another node behind a
   * balancer), no new connection accepted, requests under way given `limits.shutdownGraceMs` to
   * finish and then cut, and the database closed (even one passed in).
   */
  close(): Promise<void>
}

/** Opens the database, applies migrations and listens on `config.host:config.port`. */
export async function startServer(
  parameters: StartServerParameters,
): Promise<StartServerReturnType> {
  const { config } = parameters
  const server = createServer(parameters)
  try {
    await server.listen({ host: config.host, port: config.port })
  } catch (error) {
    await server.close()
    throw error
  }
  const { database } = server
  const url = listeningUrl(config, server.server.address() as AddressInfo)
  server.log.info(
    {
      url,
      publicUrl: config.publicUrl,
      database: database.kind,
      databaseUrl: config.databaseUrl && maskDatabaseUrl(config.databaseUrl),
      dataDir: config.dataDir,
    },
    'Latchkey server started',
  )

  let closing: Promise<void> | undefined
  return {
    url,
    server,
    database,
    close() {
      closing ??= shutDown(server, config.limits.shutdownGraceMs).finally(() => database.close())
      return closing
    },
  }
}

function listeningUrl(config: Config, address: AddressInfo): string {
  // A wildcard address is not something a client can connect to: point at loopback instead.
  const host = config.host === '0.0.0.0' ? '127.0.0.1' : config.host === '::' ? '::1' : config.host
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`
}

/**
 * Closes `server`, cutting the HTTP connections still open `graceMs` after the start: Fastify's
 * close waits for every one of them, and a client that never finishes must not hold the process.
 */
async function shutDown(server: FastifyInstance, graceMs: number): Promise<void> {
  const cut = setTimeout(() => {
    server.log.warn({ graceMs }, 'requests still open after the shutdown grace: cutting them')
    server.server.closeAllConnections()
  }, graceMs)
  try {
    await server.close()
  } finally {
    clearTimeout(cut)
  }
}
