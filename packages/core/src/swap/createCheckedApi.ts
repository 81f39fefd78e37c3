import * as v from 'valibot'
import type { ClientContext } from '../context/ClientContext.js'
import { dataApiSdkType, dataApiSdkVersion } from '../data/createDataApiClient.js'
import { HttpRequestError, InvalidResponseError } from '../errors/request.js'
import { createHttpClient, type HttpRequestParameters } from '../transport/createHttpClient.js'

/** A data API call whose answer is checked against a schema. */
export type CheckedApi = {
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
 * The data API's HTTP client for a feature module (swap, on-ramp): the same base URL and query
 * parameters as the data client (spec section 7), answers checked with the shared schemas.
 * Undefined without the `apiUrl` option.
 */
export function createCheckedApi(context: ClientContext): CheckedApi | undefined {
  const { apiUrl, projectId } = context.options
  if (!apiUrl) return undefined
  const http = createHttpClient({
    baseUrl: apiUrl,
    query: { projectId, st: dataApiSdkType, sv: dataApiSdkVersion },
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
      url: `${apiUrl}${path}`,
      body: answer,
      details: v.summarize(result.issues),
    })
  }
  return {
    get: (schema, request) => checked(schema, request.path, http.get(request)),
    post: (schema, request) => checked(schema, request.path, http.post(request)),
  }
}

/** The message the server put in an error answer (`{ error: { message } }`), if any. */
export function getServerMessage(error: unknown): string | undefined {
  if (!(error instanceof HttpRequestError)) return undefined
  const body = error.body as { error?: { message?: unknown } } | undefined
  const message = body?.error?.message
  return typeof message === 'string' ? message : undefined
}
