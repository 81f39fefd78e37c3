import { InvalidCaip10AddressError, InvalidCaipAddressError } from '../errors/caip.js'
import { accountAddressPattern, namespacePattern, referencePattern } from './grammar.js'
import type { CaipNetworkId } from './parseCaipNetworkId.js'

/** A CAIP-10 account id: `namespace:reference:address`, e.g. `eip155:1:0xab16...`. */
export type CaipAddress = `${string}:${string}:${string}`

/** The parts of a CAIP-10 account id, and the CAIP-2 id of its network. */
export type ParseCaipAddressReturnType = {
  namespace: string
  reference: string
  address: string
  caipNetworkId: CaipNetworkId
}

/** Splits a CAIP-10 account id, throwing InvalidCaip10AddressError unless it follows the grammar. */
export function parseCaipAddress(caipAddress: string): ParseCaipAddressReturnType {
  const parts = typeof caipAddress === 'string' ? caipAddress.split(':') : []
  const [namespace, reference, address] = parts
  if (
    parts.length !== 3 ||
    namespace === undefined ||
    reference === undefined ||
    address === undefined ||
    !namespacePattern.test(namespace) ||
    !referencePattern.test(reference) ||
    !accountAddressPattern.test(address)
  )
    throw new InvalidCaip10AddressError({ caipAddress })
  return { namespace, reference, address, caipNetworkId: `${namespace}:${reference}` }
}

/**
 * The address part of a CAIP-10 account id, for display. Throws InvalidCaipAddressError
 * ('Invalid CAIP Address', fixed and short enough for a view) where `parseCaipAddress`
 * would throw its message naming the input.
 */
export function getPlainAddress(caipAddress: string): string {
  try {
    return parseCaipAddress(caipAddress).address
  } catch {
    throw new InvalidCaipAddressError({ caipAddress })
  }
}
