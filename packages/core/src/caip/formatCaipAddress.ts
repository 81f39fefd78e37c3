import { InvalidCaip10AddressError } from '../errors/caip.js'
import type { CaipAddress } from './parseCaipAddress.js'
import { parseCaipAddress } from './parseCaipAddress.js'

/** The parts of a CAIP-10 account id; an EVM chain id may be given as a number. */
export type FormatCaipAddressParameters = {
  namespace: string
  reference: string | number
  address: string
}

/** Joins the parts of a CAIP-10 account id, throwing InvalidCaip10AddressError if invalid. */
export function formatCaipAddress({
  namespace,
  reference,
  address,
}: FormatCaipAddressParameters): CaipAddress {
  const caipAddress = `${namespace}:${reference}:${address}` as const
  // A number reference is a chain id: NaN, Infinity and negatives would pass the string grammar.
  if (typeof reference === 'number' && !(Number.isSafeInteger(reference) && reference >= 0))
    throw new InvalidCaip10AddressError({ caipAddress })
  // Parsing the joined id validates every part and rejects a colon smuggled into any of them.
  parseCaipAddress(caipAddress)
  return caipAddress
}
