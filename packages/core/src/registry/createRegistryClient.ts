import * as v from 'valibot'
import { ProjectConfigurationError } from '../errors/registry.js'
import { HttpRequestError, InvalidResponseError } from '../errors/request.js'
import { createHttpClient } from '../transport/createHttpClient.js'
import { isProjectErrorCode } from './projectErrorCodes.js'
import {
  type AnalyticsConfigResponse,
  analyticsConfigResponseSchema,
  type GetWalletsResponse,
  getWalletsResponseSchema,
  registryErrorBodySchema,
} from './registryApi.js'

/** The SDK type sent as `st` with every registry call (spec section 7). */
const registrySdkType = 'latchkey'
/** The widget version sent as `sv`. */
const registrySdkVersion = 'latchkey-core-0.1.0'

/** Options of `createRegistryClient`. */
export type CreateRegistryClientParameters = {
  /** The wallet listing service's base URL (the `registryUrl` option). */
  baseUrl: string
  projectId?: string | undefined
  fetch?: typeof globalThis.fetch | undefined
  /** Milliseconds per request (default 10 s, spec section 9). */
  timeout?: number | undefined
}

/** What `getWallets` filters and pages by (the query parameters of `GET /getWallets`). */
export type GetWalletsParameters = {
  /** 1-based page; default 1. */
  page?: number | undefined
  /** Entries per page, 1 to 100; default the server's (40). */
  entries?: number | undefined
  /** Only these wallet ids (in this order when there is no search). */
  include?: readonly string[] | undefined
  /** Never these wallet ids. */
  exclude?: readonly string[] | undefined
  /** CAIP-2 ids or `namespace:*`: only wallets supporting one of them. */
  chains?: readonly string[] | undefined
  /** Part of the name, any case. */
  search?: string | undefined
  badgeType?: 'certified' | 'none' | undefined
  signal?: AbortSignal | undefined
}

/** The wallet listing service's calls, each answer checked against its schema. */
export type RegistryClient = {
  getWallets(parameters?: GetWalletsParameters): Promise<GetWalletsResponse>
  /** A wallet's icon by its `image_id`. */
  getWalletImage(imageId: string, signal?: AbortSignal): Promise<Blob>
  getAnalyticsConfig(): Promise<AnalyticsConfigResponse>
}

/**
 * Makes the client of the wallet listing service. A refusal by the project check rejects with
 * ProjectConfigurationError (the spec's configuration alert); other failures with the HTTP
 * client's errors.
 */
export function createRegistryClient(parameters: CreateRegistryClientParameters): RegistryClient {
  const http = createHttpClient({
    baseUrl: parameters.baseUrl,
    fetch: parameters.fetch,
    timeout: parameters.timeout,
    query: { projectId: parameters.projectId, st: registrySdkType, sv: registrySdkVersion },
  })
  const checked = async <schema extends v.GenericSchema>(
    schema: schema,
    path: string,
    request: Promise<unknown>,
  ): Promise<v.InferOutput<schema>> => {
    const answer = await request.catch(toConfigurationError)
    const result = v.safeParse(schema, answer)
    if (result.success) return result.output
    throw new InvalidResponseError({
      url: `${parameters.baseUrl}${path}`,
      body: answer,
      details: v.summarize(result.issues),
    })
  }
  return {
    getWallets({ page, entries, include, exclude, chains, search, badgeType, signal } = {}) {
      const path = '/getWallets'
      const params = {
        page,
        entries,
        include,
        exclude,
        chains,
        search: search?.trim() || undefined,
        badge_type: badgeType,
      }
      return checked(getWalletsResponseSchema, path, http.get({ path, params, signal }))
    },
    getWalletImage(imageId, signal) {
      const path = `/getWalletImage/${encodeURIComponent(imageId)}`
      return http.getBlob({ path, signal }).catch(toConfigurationError)
    },
    getAnalyticsConfig() {
      const path = '/getAnalyticsConfig'
      return checked(analyticsConfigResponseSchema, path, http.get({ path }))
    },
  }
}

// The project check's refusals carry a code the widget turns into a configuration alert.
function toConfigurationError(error: unknown): never {
  if (error instanceof HttpRequestError) {
    const body = v.safeParse(registryErrorBodySchema, error.body)
    const code = body.success ? body.output.error.code : undefined
    if (isProjectErrorCode(code))
      throw new ProjectConfigurationError({ code, status: error.status, cause: error })
  }
  throw error
}
