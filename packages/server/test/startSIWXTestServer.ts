// The server a namespace's sign-in test talks to over real HTTP: one chain, PGlite, and the
// nonce → CAIP-122 message → verify steps a browser takes, with the Origin header it sends.
import { formatSIWXMessage } from '@latchkey/core/protocol'
import { startTestServer } from './startTestServer.js'

/** Parameters of `startSIWXTestServer`. */
export type StartSIWXTestServerParameters = {
  /** The one chain served, and the chain the messages name by default. */
  caipNetworkId: `${string}:${string}`
  /** Its node; by default an address where nothing listens (a signature checked without a node). */
  rpcUrl?: string | undefined
}

// The test app's origin, as a browser on the demo sends it.
const siwxTestOrigin = 'http://127.0.0.1:5173'

/**
 * Starts the server on an in-memory database, listening on a free port. Its answers' bodies are
 * the parsed JSON, untyped: the tests assert their shape.
 */
export async function startSIWXTestServer(parameters: StartSIWXTestServerParameters) {
  const { caipNetworkId, rpcUrl = 'http://127.0.0.1:9' } = parameters
  const { url, stop } = await startTestServer({ config: { chains: [{ caipNetworkId, rpcUrl }] } })
  /** A JSON POST from the test app's origin: the status and the parsed answer. */
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { origin: siwxTestOrigin, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: await response.json() }
  }
  return {
    url,
    post,
    /** A CAIP-122 message for `accountAddress` with a fresh nonce, valid for an hour. */
    async message(accountAddress: string, chainId: `${string}:${string}` = caipNetworkId) {
      const { body } = await post('/v1/siwx/nonce', {})
      const issuedAt = new Date()
      return formatSIWXMessage({
        chainId,
        accountAddress,
        scheme: 'http',
        domain: new URL(siwxTestOrigin).host,
        uri: `${siwxTestOrigin}/`,
        version: '1',
        statement: 'Sign in to the test app',
        nonce: body.nonce,
        issuedAt: issuedAt.toISOString(),
        expirationTime: new Date(issuedAt.getTime() + 3_600_000).toISOString(),
      })
    },
    /** `POST /v1/siwx/verify` of a message and its signature. */
    verify: (message: string, signature: string) => post('/v1/siwx/verify', { message, signature }),
    stop,
  }
}

/** A running sign-in server of `startSIWXTestServer`. */
export type SIWXTestServer = Awaited<ReturnType<typeof startSIWXTestServer>>
