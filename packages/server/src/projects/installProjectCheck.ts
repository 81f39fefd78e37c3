import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
} from 'fastify'
import { ProjectAccessError } from '../errors/project.js'
import { createProjectAccess, type ProjectAccess } from './createProjectAccess.js'
import { readProjectId } from './readProjectId.js'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The project check of every public API route: pass it as the route's `onRequest` hook. It
     * refuses requests as `projectErrorCodes` lists, sets the CORS headers, and makes the route
     * answer CORS preflights (OPTIONS) for its URL.
     */
    readonly checkProject: onRequestAsyncHookHandler
    /** The decision behind `checkProject`, for code that is not a route (the relay's WebSocket upgrade). */
    readonly projectAccess: ProjectAccess
  }
}

/** Parameters of `installProjectCheck`. */
export type InstallProjectCheckParameters = {
  /** How long the projects table is cached (10 s by default). */
  cacheTtlMs?: number | undefined
  /** Origins answered while no project is configured, instead of any (LATCHKEY_CORS_ORIGINS). */
  corsOrigins?: readonly string[] | undefined
}

const preflightRoute = Symbol('latchkey.preflight')

/** Adds `server.checkProject` and `server.projectAccess`; call it before registering route plugins. */
export function installProjectCheck(
  server: FastifyInstance,
  parameters: InstallProjectCheckParameters = {},
): void {
  const access = createProjectAccess({
    getDatabase: () => server.database,
    ttlMs: parameters.cacheTtlMs,
    corsOrigins: parameters.corsOrigins,
  })

  const checkProject: onRequestAsyncHookHandler = async (request, reply) => {
    const origin = request.headers.origin
    reply.header('vary', 'Origin')
    const result = await access.check({ projectId: readProjectId(request), origin })
    if (!result.allowed) {
      // The refusal itself is readable from any origin: without it the widget would see only a
      // network error and could not show which configuration alert applies. It holds no data.
      if (origin) reply.header('access-control-allow-origin', origin)
      throw new ProjectAccessError(result.code)
    }
    if (result.open) reply.header('access-control-allow-origin', '*')
    else if (origin) reply.header('access-control-allow-origin', origin)
  }

  server.decorate('checkProject', checkProject)
  server.decorate('projectAccess', access)

  // Every URL that runs the check answers preflights too, whichever plugin declared it.
  const methodsByUrl = new Map<string, Set<string>>()
  server.addHook('onRoute', function (route) {
    if ((route.config as Record<symbol, unknown> | undefined)?.[preflightRoute]) return
    const hooks = [route.onRequest, route.preValidation, route.preHandler].flat()
    if (!hooks.includes(checkProject)) return
    const methods = [route.method].flat().filter((method) => method !== 'HEAD')
    const known = methodsByUrl.get(route.url)
    if (known) {
      for (const method of methods) known.add(method)
      return
    }
    const allowed = new Set(methods)
    methodsByUrl.set(route.url, allowed)
    this.route({
      method: 'OPTIONS',
      url: route.routePath,
      config: { [preflightRoute]: true },
      handler: (request, reply) => answerPreflight(access, allowed, request, reply),
    })
  })
}

async function answerPreflight(
  access: ProjectAccess,
  methods: ReadonlySet<string>,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const origin = request.headers.origin
  reply.header('vary', 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers')
  const requestedMethod = request.headers['access-control-request-method']
  if (!origin || typeof requestedMethod !== 'string') {
    // A plain OPTIONS, not a browser's preflight: say what the URL accepts.
    return reply
      .code(204)
      .header('allow', [...methods, 'HEAD', 'OPTIONS'].join(', '))
      .send()
  }
  const result = await access.check({ projectId: readProjectId(request), origin, preflight: true })
  if (!result.allowed) throw new ProjectAccessError(result.code)
  reply.header('access-control-allow-origin', result.open ? '*' : origin)
  reply.header('access-control-allow-methods', [...methods, 'HEAD'].join(', '))
  const requestedHeaders = request.headers['access-control-request-headers']
  // Echoed rather than listed, so a header the widget adds later needs no server change; the
  // check keeps to header-name characters so nothing else is reflected.
  if (typeof requestedHeaders === 'string' && /^[\w\s,-]*$/.test(requestedHeaders))
    reply.header('access-control-allow-headers', requestedHeaders)
  reply.header('access-control-max-age', '600')
  return reply.code(204).send()
}
