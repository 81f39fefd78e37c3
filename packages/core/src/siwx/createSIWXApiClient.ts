import { HttpRequestError, InvalidResponseError } from '../errors/request.js'
import { SIWXServerError } from '../errors/siwx.js'
import { createHttpClient } from '../transport/createHttpClient.js'
import {
  checkSIWXBody,
  type SIWXBodySchema,
  type SIWXNonceResponse,
  type SIWXServerSession,
  type SIWXVerifyRequest,
  type SIWXVerifyResponse,
  siwxNonceResponseSchema,
  siwxServerSessionSchema,
  siwxVerifyResponseSchema,
} from './siwxApi.js'

/** What `createSIWXApiClient` takes. */
export type CreateSIWXApiClientParameters = {
  /** The Latchkey server's base URL, e.g. `http://127.0.0.1:8787`. */
  serverUrl: string
  /** Sent as the `projectId` query parameter when the server has projects configured. */
  projectId?: string | undefined
  fetch?: typeof globalThis.fetch | undefined
  /** Milliseconds per request; default 10 s (spec section 9). */
  timeout?: number | undefined
}

/** The sign-in API of the Latchkey server, one call per route. */
export type SIWXApiClient = {
  createNonce(): Promise<SIWXNonceResponse>
  verify(request: SIWXVerifyRequest): Promise<SIWXVerifyResponse>
  /** The session of a token; rejects with SIWXServerError 'SIWX_SESSION_NOT_FOUND' when it is gone. */
  getSession(token: string): Promise<SIWXServerSession>
  /** Ends the session of a token (nothing happens for an unknown one). */
  deleteSession(token: string): Promise<void>
}

/**
 * Calls the server's `/v1/siwx/*` routes through core's HTTP client. A refusal rejects with
 * SIWXServerError carrying the server's code and message; an answer of the wrong shape with
 * InvalidResponseError.
 */
export function createSIWXApiClient(parameters: CreateSIWXApiClientParameters): SIWXApiClient {
  const http = createHttpClient({
    baseUrl: parameters.serverUrl,
    query: { projectId: parameters.projectId },
    fetch: parameters.fetch,
    timeout: parameters.timeout,
  })
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

  async function call<schema extends SIWXBodySchema | undefined>(
    path: string,
    send: (path: string) => Promise<unknown>,
    schema: schema,
  ) {
    let body: unknown
    try {
      body = await send(path)
    } catch (error) {
      throw toServerError(error)
    }
    if (!schema) return undefined as never
    const checked = checkSIWXBody(schema, body)
    if (!checked.success)
      throw new InvalidResponseError({ url: path, body, details: checked.problem })
    return checked.output as never
  }

  return {
    createNonce: () =>
      call('/v1/siwx/nonce', (path) => http.post({ path, body: {} }), siwxNonceResponseSchema),
    verify: (request) =>
      call(
        '/v1/siwx/verify',
        (path) => http.post({ path, body: request }),
        siwxVerifyResponseSchema,
      ),
    getSession: (token) =>
      call(
        '/v1/siwx/session',
        (path) => http.get({ path, headers: bearer(token) }),
        siwxServerSessionSchema,
      ),
    deleteSession: (token) =>
      call('/v1/siwx/session', (path) => http.delete({ path, headers: bearer(token) }), undefined),
  }
}

// The server answers `{ error: { code, message } }`; its message says more than the status.
function toServerError(error: unknown): unknown {
  if (!(error instanceof HttpRequestError)) return error
  const detail = (error.body as { error?: { code?: unknown; message?: unknown } } | undefined)
    ?.error
  if (typeof detail?.code !== 'string' || typeof detail.message !== 'string') return error
  return new SIWXServerError({
    code: detail.code,
    message: detail.message,
    status: error.status,
    cause: error,
  })
}
