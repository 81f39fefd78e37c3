import { type Address, type Hex, keccak256, stringToHex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'

/**
 * The key the dev stack's server relays owner-signed session revocations with
 * (`POST /v1/sessions/{address}/revoke`), apart from the bundler's so their nonces never meet.
 * Funded on every dev chain by `deployAccountAbstraction`; not one of the ten dev accounts. Its key
 * is public: dev chains only.
 */
export const devSessionRelayerAccount: { address: Address; privateKey: Hex } = (() => {
  const privateKey = keccak256(stringToHex('latchkey dev session relayer'))
  return { address: privateKeyToAddress(privateKey), privateKey }
})()
