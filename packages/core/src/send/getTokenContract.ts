import { getPlainAddress } from '../caip/parseCaipAddress.js'
import type { TokenBalance } from '../stores/chainState.js'

/** The contract address of a token of the list (its `address` is a CAIP-10 asset id). */
export function getTokenContract(token: TokenBalance): string | undefined {
  if (!token.address) return undefined
  return token.address.includes(':') ? getPlainAddress(token.address) : token.address
}
