import type { CaipNetwork } from '@latchkey/core'
import { createJsonRpcTransport, type JsonRpcTransport } from '@latchkey/core/adapter'
import { RpcUrlNotFoundError } from '@latchkey/core/errors'

// One transport per RPC URL: they hold no state of a client's, so clients share them.
const transports = new Map<string, JsonRpcTransport>()

/** The JSON-RPC transport of a network's first RPC URL (reads that need no wallet). */
export function getRpcTransport(caipNetwork: CaipNetwork): JsonRpcTransport {
  const url = caipNetwork.rpcUrls.default.http[0]
  if (!url) throw new RpcUrlNotFoundError({ caipNetworkId: caipNetwork.caipNetworkId })
  let transport = transports.get(url)
  if (!transport) {
    transport = createJsonRpcTransport({ url })
    transports.set(url, transport)
  }
  return transport
}
