import { type Address, type Hex, keccak256, stringToHex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'

/**
 * The key the dev stack's ERC-4337 bundler sends `handleOps` with (and is refunded to). Funded on
 * every dev chain by `deployAccountAbstraction`; not one of the ten dev accounts, so their nonces
 * and balances stay as the tests know them. Its key is public: dev chains only.
 */
export const devBundlerAccount: { address: Address; privateKey: Hex } = (() => {
  const privateKey = keccak256(stringToHex('latchkey dev bundler'))
  return { address: privateKeyToAddress(privateKey), privateKey }
})()
