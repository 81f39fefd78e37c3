import { type Address, type Hex, keccak256, stringToHex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'

/**
 * The account that deploys ERC-4337's contracts on the dev chains. Not one of the ten dev accounts,
 * so their nonces (and the addresses of what they deploy) stay as the tests know them. Its key is
 * public: dev chains only.
 */
export const devAccountAbstractionAccount: { address: Address; privateKey: Hex } = (() => {
  const privateKey = keccak256(stringToHex('latchkey dev account abstraction deployer'))
  return { address: privateKeyToAddress(privateKey), privateKey }
})()
