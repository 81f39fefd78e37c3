import { HttpRequestError } from '../errors/request.js'
import { buildUrl, type QueryParameters } from './buildUrl.js'
import { fetchWithTimeout } from './fetchWithTimeout.js'
import { readBody } from './readBody.js'

/** Options of an HTTP client bound to one service. */
export type CreateHttpClientParameters = {
  /** The service's base URL; a path in it (e.g. `/api`) is kept. */
  baseUrl: string
  /**
   * Identifies this install of the widget to the service. Sent as the `clientId` query
   * parameter, not a header: a custom header makes every cross-origin GET a CORS preflight
   * (two round trips), and a query parameter also works in image URLs used as `<img src>`.
   */
  clientId?: string | undefined
  /** Milliseconds before a request fails with TimeoutError; 0 means none. */
  timeout?: number
  /** The fetch to use (a test's or a platform's); defaults to the global one. */
  fetch?: typeof globalThis.fetch
  /** Query parameters sent with every request (projectId, st, sv); a request's own win. */
  query?: QueryParameters | undefined
}

/** One request: the path under the base URL and what goes with it. */
export type HttpRequestParameters = {
  path: string
  /** Query parameters: undefined and null values are skipped, arrays comma-joined. */
  params?: QueryParameters | undefined
  /** Sent as JSON (bigints as decimal strings) with `content-type: application/json`. */
  body?: unknown
  headers?: Record<string, string> | undefined
  signal?: AbortSignal | undefined
  /** The browser's HTTP cache mode ('reload': ask the server and keep its fresh answer). */
  cache?: RequestCache | undefined
}

/** The verbs of spec section 7; each answers the parsed JSON (undefined for an empty body). */
export type HttpClient = {
  get<data = unknown>(parameters: HttpRequestParameters): Promise<data>
  /** GET for images and other binary answers. */
  getBlob(parameters: HttpRequestParameters): Promise<Blob>
  post<data = unknown>(parameters: HttpRequestParameters): Promise<data>
  put<data = unknown>(parameters: HttpRequestParameters): Promise<data>
  delete<data = unknown>(parameters: HttpRequestParameters): Promise<data>
}

/** Makes the client core's API calls go through: query string, JSON, time-out, spec'd errors. */
export function createHttpClient({
  baseUrl,
  clientId,
  timeout = 10_000,
  fetch = globalThis.fetch,
  query,
}: CreateHttpClientParameters): HttpClient {
  async function send<result>(
    method: string,
    { path, params, body, headers, signal, cache }: HttpRequestParameters,
    read: (response: Response, url: string) => Promise<result>,
  ): Promise<result> {
    const url = buildUrl(baseUrl, path, query, { clientId }, params)
    const hasBody = body !== undefined
    return fetchWithTimeout({
      fetch,
      url,
      timeout,
      signal,
      init: {
        method,
        headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...headers },
        body: hasBody ? JSON.stringify(body, jsonReplacer) : undefined,
        ...(cache ? { cache } : {}),
      },
      async read(response) {
        if (!response.ok)
          throw new HttpRequestError({
            status: response.status,
            url,
            body: await readBody(response, url),
            headers: response.headers,
          })
        return read(response, url)
      },
    })
  }

  const readJson = (response: Response, url: string) => readBody(response, url) as Promise<never>

  return {
    get: (parameters) => send('GET', parameters, readJson),
    getBlob: (parameters) => send('GET', parameters, (response) => response.blob()),
    post: (parameters) => send('POST', parameters, readJson),
    put: (parameters) => send('PUT', parameters, readJson),
    delete: (parameters) => send('DELETE', parameters, readJson),
  }
}

// Chain amounts are bigints, which JSON.stringify refuses; they go as decimal strings.
function jsonReplacer(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? value.toString() : value
}
