import { InvalidCaipNetworkIdError } from '../errors/caip.js'
import type { CaipNetworkId } from './parseCaipNetworkId.js'
import { parseCaipNetworkId } from './parseCaipNetworkId.js'

/** The parts of a CAIP-2 network id; an EVM chain id may be given as a number. */
export type FormatCaipNetworkIdParameters = { namespace: string; reference: string | number }

/** Joins a namespace and a reference into a CAIP-2 id, throwing InvalidCaipNetworkIdError if invalid. */
export function formatCaipNetworkId({
  namespace,
  reference,
}: FormatCaipNetworkIdParameters): CaipNetworkId {
  const caipNetworkId = `${namespace}:${reference}` as const
  // A number reference is a chain id: NaN, Infinity and negatives would pass the string grammar.
  if (typeof reference === 'number' && !(Number.isSafeInteger(reference) && reference >= 0))
    throw new InvalidCaipNetworkIdError({ caipNetworkId })
  // Parsing the joined id validates both parts and rejects a colon smuggled into either.
  parseCaipNetworkId(caipNetworkId)
  return caipNetworkId
}
