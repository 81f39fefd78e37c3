import { keccak256 } from './keccak256.js'

/**
 * The EIP-55 mixed-case form of `address`: wallets answer lower case, checksummed or either,
 * and one spelling per account lets core and the dapp compare addresses with `===`.
 */
export function checksumAddress(address: string): string {
  const hex = address.slice(2).toLowerCase()
  const hash = keccak256(new TextEncoder().encode(hex))
  let result = '0x'
  for (let index = 0; index < 40; index++) {
    // Letter `index` is upper case when nibble `index` of the hash is 8 or more.
    const nibble = (hash[index >> 1]! >> (index % 2 === 0 ? 4 : 0)) & 0x0f
    result += nibble >= 8 ? hex[index]!.toUpperCase() : hex[index]
  }
  return result
}
