import { type Address, type Hex, keccak256, stringToHex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'

/**
 * The account that owns the dev chains' ENS: the root, `eth`, `addr.reverse` until its registrar
 * takes it, `latchkey.eth` and the dev names. Not one of the ten dev accounts, so their nonces,
 * balances and histories stay as the tests know them. Its key is public: dev chains only.
 */
export const devEnsAccount: { address: Address; privateKey: Hex } = (() => {
  const privateKey = keccak256(stringToHex('latchkey dev ens owner'))
  return { address: privateKeyToAddress(privateKey), privateKey }
})()
