import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import * as v from 'valibot'
import type { Config } from '../config.js'
import { HttpError } from '../errors/http.js'
import { InvalidParameterError } from '../errors/parameter.js'
import { readRequest } from '../http/readRequest.js'
import { type CreateRegistryCacheParameters, createRegistryCache } from './createRegistryCache.js'
import type { ImageKind } from './getImage.js'
import { getWalletsQuerySchema } from './parseGetWalletsQuery.js'
import { type SeedRegistryParameters, seedRegistry } from './seedRegistry.js'

/** Options of `registryRoutes`. */
export type RegistryRoutesOptions = {
  config: Pick<Config, 'analytics'>
  /** Where first-start seeding reads from; the files in data/ by default. */
  seed?: SeedRegistryParameters | undefined
  /** How the registry is kept in memory (refresh interval, image bytes). */
  cache?: Omit<CreateRegistryCacheParameters, 'onError'> | undefined
}

/** Body of `GET /getAnalyticsConfig`. */
export type GetAnalyticsConfigResponse = { isAnalyticsEnabled: boolean }

// Which image route serves which kind, and how its ids look. Wallet images are named by the
// SHA-256 of their bytes, so they never change under one id; the others are named after what
// they show (eip155:1, USD, ETH) and may be redrawn.
const imageSchemas = { params: v.object({ id: v.string() }) }

const imageRoutes: Array<{ url: string; kind: ImageKind; pattern: RegExp; cacheControl: string }> =
  [
    {
      url: '/getWalletImage/:id',
      kind: 'wallet',
      pattern: /^[0-9a-f]{64}$/,
      cacheControl: 'public, max-age=31536000, immutable',
    },
    ...(['asset', 'currency', 'token'] as const).map((kind) => ({
      url: `/public/get${kind[0]!.toUpperCase()}${kind.slice(1)}Image/:id`,
      kind,
      pattern: /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/,
      cacheControl: 'public, max-age=86400',
    })),
  ]

/**
 * The wallet listing service (spec section 7): `GET /getWallets`, the four image routes and
 * `GET /getAnalyticsConfig`, each behind the project check. Seeds the catalog when the server
 * becomes ready.
 */
export const registryRoutes: FastifyPluginAsync<RegistryRoutesOptions> = async (
  server,
  options,
) => {
  // Created when the database is open; the routes answer from it and never query on their own.
  let cache: ReturnType<typeof createRegistryCache> | undefined
  const registry = () => {
    if (!cache) throw new Error('The registry loads during ready(); await server.ready() first.')
    return cache
  }
  server.addHook('onReady', async () => {
    const { seededWallets, addedImages } = await seedRegistry(server.database, options.seed)
    if (seededWallets !== undefined || addedImages > 0)
      server.log.info({ seededWallets, addedImages }, 'wallet registry seeded')
    cache = createRegistryCache(server.database, {
      ...options.cache,
      onError: (error) => server.log.warn({ err: error }, 'wallet registry reload failed'),
    })
    await cache.load()
  })
  server.addHook('onClose', async () => {
    cache?.close()
    cache = undefined
  })

  const onRequest = server.checkProject

  server.get('/getWallets', { onRequest }, getWalletsHandler(registry))
  for (const route of imageRoutes)
    server.get(route.url, { onRequest }, getImageHandler(registry, route))
  server.get('/getAnalyticsConfig', { onRequest }, async () => {
    return { isAnalyticsEnabled: options.config.analytics } satisfies GetAnalyticsConfigResponse
  })
}

type Registry = () => ReturnType<typeof createRegistryCache>

/** `GET /getWallets`: a page of the wallet list, from the cache's prepared bodies. */
function getWalletsHandler(registry: Registry) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const parameters = readRequest(request, { query: getWalletsQuerySchema }).query
    return reply.type('application/json; charset=utf-8').send(registry().getWalletsBody(parameters))
  }
}

/** One of the image routes: an image by id, with its caching headers. */
function getImageHandler(registry: Registry, route: (typeof imageRoutes)[number]) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { id } = readRequest(request, imageSchemas).params
    if (!route.pattern.test(id))
      throw new InvalidParameterError('id', `is not an image id: '${id.slice(0, 80)}'`)
    // Currency and token ids are codes and symbols: usd and USD are the same image.
    const key = route.kind === 'currency' || route.kind === 'token' ? id.toUpperCase() : id
    const image = await registry().getImage(route.kind, key)
    if (!image) throw new HttpError(404, 'IMAGE_NOT_FOUND', `No ${route.kind} image '${id}'`)
    return sendImage(request, reply, image, route.cacheControl)
  }
}

function sendImage(
  request: FastifyRequest,
  reply: FastifyReply,
  image: { contentType: string; bytes: Buffer; etag: string },
  cacheControl: string,
) {
  const etag = `"${image.etag}"`
  reply
    .header('cache-control', cacheControl)
    .header('etag', etag)
    // Images are shown by other origins' pages; an SVG opened directly must not run scripts.
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
  const ifNoneMatch = request.headers['if-none-match']
  if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
    return reply.code(304).send()
  return reply.type(image.contentType).send(image.bytes)
}
