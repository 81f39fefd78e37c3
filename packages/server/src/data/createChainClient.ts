import {
  type CcipRequestParameters,
  createPublicClient,
  type Hex,
  http,
  type PublicClient,
} from 'viem'
import { tracedFetch } from '../tracing/tracedFetch.js'

/** Parameters of `createChainClient`. */
export type CreateChainClientParameters = {
  rpcUrl: string
  /** Milliseconds per attempt (default 10 s). */
  timeout?: number | undefined
  /** How CCIP-read gateways are asked (viem's fetch of any URL when unset). */
  ccipRequest?: ((request: CcipRequestParameters) => Promise<Hex>) | undefined
}

/**
 * A client for the server's own reads of a chain. Calls made in the same tick go out as one
 * JSON-RPC batch (multicall is not deployed on every chain, anvil included), and failures are
 * retried as spec section 7 says: 3 times, 150 ms doubled each time, Retry-After honoured, on
 * 403, 408, 413, 429, 500, 502, 503, 504 and the passing RPC codes (-32005, -32603).
 */
export function createChainClient(parameters: CreateChainClientParameters): PublicClient {
  return createPublicClient({
    ...(parameters.ccipRequest ? { ccipRead: { request: parameters.ccipRequest } } : {}),
    transport: http(parameters.rpcUrl, {
      batch: { batchSize: 1_000, wait: 0 },
      retryCount: 3,
      retryDelay: 150,
      timeout: parameters.timeout ?? 10_000,
      // A span per call when the read is made for a traced request.
      fetchFn: tracedFetch,
    }),
  })
}
