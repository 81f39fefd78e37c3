import * as v from 'valibot'
import { InvalidResponseError } from '../errors/request.js'
import { createHttpClient, type HttpRequestParameters } from '../transport/createHttpClient.js'
import {
  type BalanceResponse,
  balanceResponseSchema,
  type FungiblePriceResponse,
  fungiblePriceResponseSchema,
  type HistoryResponse,
  historyResponseSchema,
  type IdentityResponse,
  identityResponseSchema,
  type ProfileAccountResponse,
  profileAccountResponseSchema,
  type SupportedChainsResponse,
  supportedChainsResponseSchema,
} from './dataApi.js'
import {
  type ProfileRegisterRequest,
  type ProfileRegisterResponse,
  type ProfileReverseResponse,
  type ProfileSuggestionsResponse,
  profileRegisterResponseSchema,
  profileReverseResponseSchema,
  profileSuggestionsResponseSchema,
} from './profileApi.js'

/** Options of `createDataApiClient`. */
export type CreateDataApiClientParameters = {
  /** The Latchkey server's base URL (the `apiUrl` option). */
  baseUrl: string
  projectId?: string | undefined
  fetch?: typeof globalThis.fetch | undefined
  /** Milliseconds per request (default 10 s, spec section 9). */
  timeout?: number | undefined
}

/** The name service's calls (spec section 7's /v1/profile routes): the names feature's, not the first load's. */
export type NameServiceCalls = {
  /** The name asked (first, `registered` when taken) and free variations, all full names. */
  getNameSuggestions(parameters: {
    /** A label (`bobby`) or a full name under the suffix. */
    name: string
    /** The suffix the names are under; the server's when left out. */
    zone?: string | undefined
  }): Promise<ProfileSuggestionsResponse>
  /** The names registered to `address`, newest first (`[]` when none). */
  getProfileReverse(parameters: {
    address: string
    sender?: string | undefined
  }): Promise<ProfileReverseResponse>
  /** Registers the name a signed message holds; rejects with an HttpRequestError the server explains. */
  registerProfileAccount(parameters: ProfileRegisterRequest): Promise<ProfileRegisterResponse>
}

/** The data API's calls (spec section 7), each answer checked against its schema. */
export type DataApiClient = NameServiceCalls & {
  getSupportedChains(): Promise<SupportedChainsResponse>
  getBalance(parameters: {
    address: string
    chainId: string
    currency?: string | undefined
    forceUpdate?: boolean | undefined
  }): Promise<BalanceResponse>
  getFungiblePrice(parameters: {
    addresses: readonly string[]
    currency?: string | undefined
  }): Promise<FungiblePriceResponse>
  getIdentity(parameters: {
    address: string
    sender?: string | undefined
    /** Ask the server past the browser's cache and keep its fresh answer there (after a registration). */
    refresh?: boolean | undefined
  }): Promise<IdentityResponse>
  /** The addresses a name points to; rejects with an HttpRequestError of status 404 for an unknown name. */
  getProfileAccount(parameters: { name: string }): Promise<ProfileAccountResponse>
  getHistory(parameters: {
    account: string
    cursor?: string | undefined
    chainId?: string | undefined
    onramp?: 'coinbase' | undefined
    signal?: AbortSignal | undefined
  }): Promise<HistoryResponse>
}

/** What every call says about the widget (spec section 7's `st` and `sv`). */
const dataApiSdkType = 'latchkey'
/** The widget version sent as `sv`. */
export const dataApiSdkVersion = 'latchkey-core-0.1.0'

/** A data API caller whose answers are checked against a schema (the data client's, swap's, on-ramp's). */
export type CheckedDataApi = {
  get<schema extends v.GenericSchema>(
    schema: schema,
    request: HttpRequestParameters,
  ): Promise<v.InferOutput<schema>>
  post<schema extends v.GenericSchema>(
    schema: schema,
    request: HttpRequestParameters,
  ): Promise<v.InferOutput<schema>>
}

/**
 * The data API's HTTP calls with spec section 7's query parameters (projectId, `st`, `sv`); an
 * answer the schema refuses throws InvalidResponseError.
 */
export function createCheckedDataApi(parameters: CreateDataApiClientParameters): CheckedDataApi {
  const http = createHttpClient({
    baseUrl: parameters.baseUrl,
    fetch: parameters.fetch,
    timeout: parameters.timeout,
    query: { projectId: parameters.projectId, st: dataApiSdkType, sv: dataApiSdkVersion },
  })
  const checked = async <schema extends v.GenericSchema>(
    schema: schema,
    path: string,
    body: Promise<unknown>,
  ): Promise<v.InferOutput<schema>> => {
    const answer = await body
    const result = v.safeParse(schema, answer)
    if (result.success) return result.output
    throw new InvalidResponseError({
      url: `${parameters.baseUrl}${path}`,
      body: answer,
      details: v.summarize(result.issues),
    })
  }
  return {
    get: (schema, request) => checked(schema, request.path, http.get(request)),
    post: (schema, request) => checked(schema, request.path, http.post(request)),
  }
}

/** Makes the client of the Latchkey server's data API. */
export function createDataApiClient(parameters: CreateDataApiClientParameters): DataApiClient {
  const { projectId } = parameters
  const api = createCheckedDataApi(parameters)
  return {
    getSupportedChains() {
      return api.get(supportedChainsResponseSchema, { path: '/v1/supported-chains' })
    },
    getBalance({ address, chainId, currency = 'usd', forceUpdate }) {
      const path = `/v1/account/${encodeURIComponent(address)}/balance`
      return api.get(balanceResponseSchema, {
        path,
        params: { currency, chainId, forceUpdate: forceUpdate || undefined },
      })
    },
    getFungiblePrice({ addresses, currency = 'usd' }) {
      return api.post(fungiblePriceResponseSchema, {
        path: '/v1/fungible/price',
        body: { currency, addresses, projectId },
      })
    },
    getIdentity({ address, sender, refresh }) {
      const path = `/v1/identity/${encodeURIComponent(address)}`
      const cache = refresh ? 'reload' : undefined
      return api.get(identityResponseSchema, { path, params: { sender }, cache })
    },
    getProfileAccount({ name }) {
      return api.get(profileAccountResponseSchema, {
        path: `/v1/profile/account/${encodeURIComponent(name)}`,
      })
    },
    getNameSuggestions({ name, zone }) {
      return api.get(profileSuggestionsResponseSchema, {
        path: `/v1/profile/suggestions/${encodeURIComponent(name)}`,
        params: { zone },
      })
    },
    getProfileReverse({ address, sender }) {
      return api.get(profileReverseResponseSchema, {
        path: `/v1/profile/reverse/${encodeURIComponent(address)}`,
        params: { sender },
      })
    },
    registerProfileAccount(body) {
      return api.post(profileRegisterResponseSchema, { path: '/v1/profile/account', body })
    },
    getHistory({ account, cursor, chainId, onramp, signal }) {
      return api.get(historyResponseSchema, {
        path: `/v1/account/${encodeURIComponent(account)}/history`,
        params: { cursor, chainId, onramp },
        signal,
        // An on-ramp purchase shows up while the user waits: never a cached answer (spec section 7).
        ...(onramp === 'coinbase' ? { headers: { 'cache-control': 'no-cache' } } : {}),
      })
    },
  }
}
