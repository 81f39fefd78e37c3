import { parseCaipNetworkId } from '@latchkey/core'

/** A chain as the catalog and the `chains` filter name it: one CAIP-2 id, or all of a namespace. */
export type ParsedChainId = { namespace: string; reference: string | '*'; id: string }

/**
 * Reads `eip155:1` (one chain) or `eip155:*` (every chain of the namespace); undefined when `value`
 * is neither. The grammar is core's CAIP-2 parser, so client and server agree on it.
 */
export function parseChainId(value: string): ParsedChainId | undefined {
  const wildcard = value.endsWith(':*')
  try {
    const { namespace, reference } = parseCaipNetworkId(
      wildcard ? `${value.slice(0, -2)}:0` : value,
    )
    return { namespace, reference: wildcard ? '*' : reference, id: value }
  } catch {
    return undefined
  }
}
