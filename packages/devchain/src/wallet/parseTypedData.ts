import type { TypedDataDefinition } from 'viem'
import { ProviderRpcError } from './ProviderRpcError.js'

/**
 * Reads the typed data of `eth_signTypedData_v4` (a JSON string, or an object) and checks it is
 * EIP-712 for the wallet's current chain, as MetaMask does before it shows the request.
 */
export function parseTypedData(data: unknown, chainId: number): TypedDataDefinition {
  let parsed: unknown = data
  if (typeof data === 'string') {
    try {
      parsed = JSON.parse(data)
    } catch {
      throw invalid('eth_signTypedData_v4 expects typed data as a JSON string.')
    }
  }
  const candidate = parsed as {
    types?: unknown
    primaryType?: unknown
    message?: unknown
    domain?: { chainId?: unknown }
  } | null
  if (
    typeof candidate !== 'object' ||
    candidate === null ||
    typeof candidate.types !== 'object' ||
    typeof candidate.primaryType !== 'string' ||
    typeof candidate.message !== 'object'
  )
    throw invalid('Typed data needs "types", "primaryType" and "message" (EIP-712).')
  const domainChainId = candidate.domain?.chainId
  if (domainChainId !== undefined && domainChainId !== null) {
    let matches = false
    try {
      matches = BigInt(domainChainId as string | number | bigint) === BigInt(chainId)
    } catch {}
    if (!matches)
      throw invalid(
        `Provided chainId "${domainChainId}" must match the active chainId "${chainId}"`,
      )
  }
  return candidate as TypedDataDefinition
}

function invalid(message: string) {
  return ProviderRpcError.from('invalidParams', message)
}
