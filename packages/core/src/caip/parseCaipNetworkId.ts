import { InvalidCaipNetworkIdError } from '../errors/caip.js'
import { namespacePattern, referencePattern } from './grammar.js'

/** A CAIP-2 network id: `namespace:reference`, e.g. `eip155:1`. */
export type CaipNetworkId = `${string}:${string}`

/** The two parts of a CAIP-2 network id. */
export type ParseCaipNetworkIdReturnType = { namespace: string; reference: string }

/** Splits a CAIP-2 network id, throwing InvalidCaipNetworkIdError unless it follows the grammar. */
export function parseCaipNetworkId(caipNetworkId: string): ParseCaipNetworkIdReturnType {
  // The type says string, but ids arrive from storage, URLs and wallets: check at runtime too.
  const parts = typeof caipNetworkId === 'string' ? caipNetworkId.split(':') : []
  const [namespace, reference] = parts
  if (
    parts.length !== 2 ||
    namespace === undefined ||
    reference === undefined ||
    !namespacePattern.test(namespace) ||
    !referencePattern.test(reference)
  )
    throw new InvalidCaipNetworkIdError({ caipNetworkId })
  return { namespace, reference }
}
