import { type Address, type Hex, keccak256, stringToHex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'

/** A Farcaster user of the dev stack: its fid's custody key (public: dev chains only) and username. */
export type DevFarcasterAccount = {
  /** The fid the dev ID registry gives it (the registry's first). */
  fid: number
  username: string
  displayName: string
  custody: Address
  custodyPrivateKey: Hex
}

/**
 * The dev Farcaster user the dev client page signs in as. Its custody key is none of the ten dev
 * accounts, so their nonces and balances stay as the tests know them.
 */
export const devFarcasterAccount: DevFarcasterAccount = (() => {
  const custodyPrivateKey = keccak256(stringToHex('latchkey dev farcaster custody'))
  return {
    fid: 1,
    username: 'latchkey-dev',
    displayName: 'Latchkey Dev',
    custody: privateKeyToAddress(custodyPrivateKey),
    custodyPrivateKey,
  }
})()

/** The account that deploys the dev ID registry and registers fids in it (public key: dev only). */
export const devFarcasterRegistrar: { address: Address; privateKey: Hex } = (() => {
  const privateKey = keccak256(stringToHex('latchkey dev farcaster registrar'))
  return { address: privateKeyToAddress(privateKey), privateKey }
})()
