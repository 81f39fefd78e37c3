import { loadOnce } from '../client/loadOnce.js'
import type { RpcError } from './RpcError.js'

/**
 * The RPC error classes, one per code, with their messages: they load with the first error
 * that needs one, out of the page's first load.
 */
export const loadRpcErrors = loadOnce(() => import('./rpc.js'))

/** `getRpcError` of the lazily loaded classes: what a provider or node threw, as its RpcError. */
export async function toRpcError(
  errorLike: unknown,
  parameters?: { method?: string | undefined },
): Promise<RpcError> {
  return (await loadRpcErrors()).getRpcError(errorLike, parameters)
}
