// A whole server for a route test, over real HTTP on an in-memory database (PGlite): the
// configuration is the defaults with the test's changes, as `createServer` takes it.
import type { Config } from '../src/config.js'
import { loadConfig } from '../src/config.js'
import { createServer } from '../src/createServer.js'
import { createPgliteDatabase } from '../src/db/createPgliteDatabase.js'
import type { ServerNamespace } from '../src/namespaces/ServerNamespace.js'

/** Parameters of `startTestServer`. */
export type StartTestServerParameters = {
  /** What the test changes in the default configuration (chains, data, limits…). */
  config: Partial<Config>
  /** The namespaces served; the default ones otherwise. */
  namespaces?: readonly ServerNamespace[] | undefined
}

/**
 * Starts the server with silent logs on a free loopback port. Its answers' bodies are the parsed
 * JSON, untyped: the tests assert their shape.
 */
export async function startTestServer(parameters: StartTestServerParameters) {
  const database = await createPgliteDatabase()
  const server = createServer({
    config: { ...loadConfig({ LOG_LEVEL: 'silent' }), ...parameters.config },
    database,
    namespaces: parameters.namespaces,
  })
  const url = await server.listen({ host: '127.0.0.1', port: 0 })
  return {
    url,
    /** A plain GET of `path`: the status and the parsed answer. */
    async get(path: string) {
      const response = await fetch(`${url}${path}`)
      return { status: response.status, body: await response.json() }
    },
    async stop() {
      await server.close()
      await database.close()
    },
  }
}

/** A running server of `startTestServer`. */
export type TestServer = Awaited<ReturnType<typeof startTestServer>>
