import { type Address, type Hex, keccak256, stringToHex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'

/**
 * The key the dev stack's paymaster service signs sponsorships with: the dev chains'
 * VerifyingPaymaster names it as its verifying signer. Holds no coins (it only signs); not one of
 * the ten dev accounts. Its key is public: dev chains only.
 */
export const devPaymasterSignerAccount: { address: Address; privateKey: Hex } = (() => {
  const privateKey = keccak256(stringToHex('latchkey dev paymaster signer'))
  return { address: privateKeyToAddress(privateKey), privateKey }
})()
