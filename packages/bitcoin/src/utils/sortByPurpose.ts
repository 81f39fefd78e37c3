import { bitcoinPurposeOf } from './bitcoinPurposeOf.js'

/** The payment addresses first: the first address is the active account. */
export function sortByPurpose(addresses: readonly string[]): string[] {
  return [
    ...addresses.filter((address) => bitcoinPurposeOf(address) === 'payment'),
    ...addresses.filter((address) => bitcoinPurposeOf(address) !== 'payment'),
  ]
}
