import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { type CheckedDataApi, createCheckedDataApi } from '../data/createDataApiClient.js'
import { HttpRequestError } from '../errors/request.js'

/**
 * The data API's checked calls for a feature module (swap, on-ramp): the data client's, on the
 * client's `apiUrl` and project. Undefined without the `apiUrl` option.
 */
export function createCheckedApi(context: LatchkeyClient): CheckedDataApi | undefined {
  const { apiUrl, projectId } = context.options
  return apiUrl ? createCheckedDataApi({ baseUrl: apiUrl, projectId }) : undefined
}

/** The message the server put in an error answer (`{ error: { message } }`), if any. */
export function getServerMessage(error: unknown): string | undefined {
  if (!(error instanceof HttpRequestError)) return undefined
  const body = error.body as { error?: { message?: unknown } } | undefined
  const message = body?.error?.message
  return typeof message === 'string' ? message : undefined
}
