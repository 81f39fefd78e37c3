import { blake2b } from '@noble/hashes/blake2.js'
import { bytesToHex } from '@noble/hashes/utils.js'

// twox128('System') ++ twox128('Account'): the storage prefix of the System.Account map, fixed
// by the runtime's pallet and item names (the test computes it with @polkadot/util-crypto).
const systemAccountPrefix = '26aa394eea5630e07c48ae0c9558cef7b99d880ec681799c0cf30e8886371da9'

/**
 * The storage key of an account's System.Account entry (`0x…`, lower case): the map's prefix
 * then the account id hashed with blake2_128concat (blake2b-128 of it, then the id itself).
 */
export function systemAccountKey(accountId: Uint8Array): `0x${string}` {
  return `0x${systemAccountPrefix}${bytesToHex(blake2b(accountId, { dkLen: 16 }))}${bytesToHex(accountId)}`
}
