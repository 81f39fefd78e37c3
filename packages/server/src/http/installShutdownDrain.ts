import type { FastifyInstance } from 'fastify'
import { errorBody } from './errorBody.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether `close()` has begun: the server finishes what is under way and takes no more. */
    readonly shuttingDown: boolean
  }
}

/** The message of a request refused while the server drains. */
export const shuttingDownMessage = 'The server is shutting down: send the request again.'

/**
 * Drains on `close()`: the listener closes at once; a request arriving on a connection that was
 * already open is answered 503 with `Connection: close` (a balancer sends it elsewhere, and the
 * connection does not linger until its keep-alive time-out), `/ready` answers 503 itself, and
 * requests under way finish. Fastify's own `return503OnClosing` must be off: it refuses before any hook runs,
 * `/ready` included, with a body that does not say why.
 */
export function installShutdownDrain(server: FastifyInstance): void {
  let shuttingDown = false
  server.decorate('shuttingDown', { getter: () => shuttingDown })
  // The first preClose hook (the root's run before its plugins'): the listener closes before the
  // relay's sockets and the indexer take their time stopping, so a balancer's next connection
  // goes to another node. Fastify's own close of the HTTP server, after the hooks, still waits
  // for the connections open: Node calls it back once the last one ends.
  server.addHook('preClose', async () => {
    shuttingDown = true
    if (server.server.listening) server.server.close()
  })
  server.addHook('onRequest', async (request, reply) => {
    if (!shuttingDown) return
    reply.header('connection', 'close')
    if (request.routeOptions.url === '/ready') return
    return reply.code(503).send(errorBody(503, shuttingDownMessage, 'SHUTTING_DOWN'))
  })
}
