import { combine, split } from 'shamir-secret-sharing'
import { bytesToHex, hexToBytes } from 'viem'
import { HDKey, hdKeyToAccount } from 'viem/accounts'

/** A wallet's three shares: any two give the seed back. */
export type WalletShares = { device: Uint8Array; auth: Uint8Array; recovery: Uint8Array }

/** Makes a new 32-byte seed and splits it 2-of-3. */
export async function createSeedShares(): Promise<{ seed: Uint8Array; shares: WalletShares }> {
  const seed = crypto.getRandomValues(new Uint8Array(32))
  const [device, auth, recovery] = await split(seed, 3, 2)
  if (!device || !auth || !recovery) throw new Error('Splitting the key failed')
  return { seed, shares: { device, auth, recovery } }
}

/** The seed from two shares. */
export function combineShares(first: Uint8Array, second: Uint8Array): Promise<Uint8Array> {
  return combine([first, second])
}

/** The EVM account of a seed: BIP-32 m/44'/60'/0'/0/0 (the Solana issue derives its own from the same seed). */
export function evmAccountOf(seed: Uint8Array) {
  return hdKeyToAccount(HDKey.fromMasterSeed(seed))
}

/** A share as the server takes it (hex without 0x). */
export const shareToHex = (share: Uint8Array) => bytesToHex(share).slice(2)
/** A share the server gave back. */
export const shareFromHex = (hex: string) => hexToBytes(`0x${hex}`)
