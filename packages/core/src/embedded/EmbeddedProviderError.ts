import { ProviderRpcError } from '../errors/RpcError.js'

/**
 * What the wallet frame refused, or the embedded provider itself: the frame's own words (shown
 * to the user as they are) with its EIP-1193 or JSON-RPC code (4001 declined, 4200 unsupported
 * method, -32603 when the frame gave none).
 */
export class EmbeddedProviderError extends ProviderRpcError {
  override name = 'EmbeddedProviderError'
  constructor(message: string, code: number) {
    super(message, { code })
  }
}
