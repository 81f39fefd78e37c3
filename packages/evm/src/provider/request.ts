import { toRpcError } from '@latchkey/core/errors'
import type { Eip1193Provider } from './Eip1193Provider.js'

/**
 * Sends one request to a wallet; a failure rejects with core's RPC error class of its code
 * (4001 becomes UserRejectedRequestError), keeping what the wallet threw as `cause`.
 */
export async function request<result = unknown>(
  provider: Eip1193Provider,
  method: string,
  params?: unknown,
): Promise<result> {
  try {
    const args = params === undefined ? { method } : { method, params }
    return (await provider.request(args)) as result
  } catch (error) {
    throw await toRpcError(error, { method })
  }
}
