import { InvalidEvmChainIdError } from '../errors/caip.js'

// ENSIP-11 reserves coin types with the most significant bit set for EVM chains.
const evmCoinTypeBit = 0x80000000

/**
 * The ENSIP-11 coin type of an EVM chain: 60 for Ethereum mainnet (ENSIP-9), else
 * `0x80000000 | chainId`. Throws InvalidEvmChainIdError unless 0 <= chainId < 2^31.
 */
export function getEvmCoinType(chainId: number): number {
  if (!Number.isSafeInteger(chainId) || chainId < 0 || chainId >= evmCoinTypeBit)
    throw new InvalidEvmChainIdError({ chainId })
  if (chainId === 1) return 60
  // `>>> 0` reads the 32-bit result as unsigned; `|` alone gives a negative number.
  return (evmCoinTypeBit | chainId) >>> 0
}
