import { ProviderRpcError, providerErrorCodes } from './ProviderRpcError.js'

let nextId = 1

/** Sends one JSON-RPC request to a node; the node's error comes back with its code and data. */
export async function rpcRequest<result = unknown>(
  rpcUrl: string,
  method: string,
  params: unknown = [],
): Promise<result> {
  let response: Response
  try {
    response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
    })
  } catch (error) {
    throw new ProviderRpcError(
      providerErrorCodes.internal,
      `Request for method "${method}" on ${rpcUrl} failed`,
      { cause: String(error) },
    )
  }
  const body = (await response.json().catch(() => null)) as {
    result?: result
    error?: { code?: unknown; message?: unknown; data?: unknown }
  } | null
  if (body?.error) {
    const { code, message, data } = body.error
    throw new ProviderRpcError(
      typeof code === 'number' ? code : providerErrorCodes.internal,
      typeof message === 'string' ? message : 'Internal JSON-RPC error.',
      data,
    )
  }
  if (!response.ok || !body || !('result' in body))
    throw new ProviderRpcError(
      providerErrorCodes.internal,
      `Request for method "${method}" on ${rpcUrl} failed with HTTP status ${response.status}`,
      { status: response.status },
    )
  return body.result as result
}
