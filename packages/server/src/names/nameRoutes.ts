import type { FastifyPluginAsync } from 'fastify'
import type { Config } from '../config.js'
import type { DataContext } from '../data/DataContext.js'
import { defaultServerLimits } from '../serverLimits.js'
import { createNameSchemas } from './createNameSchemas.js'
import { createNameStore } from './createNameStore.js'
import type { NameContext } from './NameContext.js'
import { defaultNameSuffix } from './NameServiceConfig.js'
import {
  getAddressNames,
  getNamedAccount,
  getNameSuggestions,
  postNameRegistration,
} from './nameHandlers.js'

/** Options of `nameRoutes`. */
export type NameRoutesOptions = {
  config: Pick<Config, 'names' | 'limits' | 'data'>
  /** The data API's chains, ENS reads and caches. */
  data: DataContext
}

/**
 * The name service (spec section 7's `/v1/profile` routes) behind the project check: suggestions,
 * a name's account, an address's names, and registration of a signed message under the configured
 * suffix. Registrations have a rate limit of their own: each one asks a node to check a signature.
 */
export const nameRoutes: FastifyPluginAsync<NameRoutesOptions> = async (server, options) => {
  const { config, data } = options
  const suffix = config.names?.suffix ?? defaultNameSuffix
  const limits = config.limits ?? defaultServerLimits
  const context: NameContext = {
    data,
    store: () => createNameStore(server.database),
    suffix,
    schemas: createNameSchemas(suffix),
    limits,
    now: config.data?.now ?? Date.now,
  }
  const onRequest = server.checkProject
  const registrationRateLimit = {
    max: limits.nameRegistrationsPerIp,
    timeWindow: limits.rateLimitWindowMs,
    groupId: 'name-registration',
  }
  server.get('/v1/profile/suggestions/:name', { onRequest }, getNameSuggestions(context))
  server.get('/v1/profile/account/:name', { onRequest }, getNamedAccount(context))
  server.get('/v1/profile/reverse/:address', { onRequest }, getAddressNames(context))
  server.post(
    '/v1/profile/account',
    { onRequest, config: { rateLimit: registrationRateLimit } },
    postNameRegistration(context),
  )
}
