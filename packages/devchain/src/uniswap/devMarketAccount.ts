import { type Address, type Hex, keccak256, stringToHex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'

/**
 * The account that makes the dev chains' markets (deploys Uniswap V2 and funds its pools) and
 * holds the coins the server's sandbox on-ramp pays out. Not one of the ten dev accounts, so
 * their balances and histories stay as the tests know them. Its key is public: dev chains only.
 */
export const devMarketAccount: { address: Address; privateKey: Hex } = (() => {
  const privateKey = keccak256(stringToHex('latchkey dev market maker'))
  return { address: privateKeyToAddress(privateKey), privateKey }
})()

/**
 * The reference prices in US dollars the pools are funded at (and the stack's data API lists):
 * 1 ETH = 3000 LKD = 3000 / 1.1 LKE.
 */
export const devMarketPrices: Readonly<Record<string, number>> = Object.freeze({
  ETH: 3000,
  LKD: 1,
  LKE: 1.1,
})
