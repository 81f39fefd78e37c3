import { createJsonRpcTransport } from '@latchkey/core/adapter'
import { blake2b } from '@noble/hashes/blake2b'
import { bytesToHex } from '@noble/hashes/utils'
import { decodeSs58Address } from '../address/decodeSs58Address.js'

// twox128('System') ++ twox128('Account'): the System.Account map's storage prefix, fixed by the
// pallet and item names in every Substrate runtime (the test computes it with @polkadot/util-crypto).
const systemAccountPrefix = '26aa394eea5630e07c48ae0c9558cef7b99d880ec681799c0cf30e8886371da9'

/**
 * The free balance (in planck) of an SS58 address, read with `state_getStorage` of its
 * System.Account entry (blake2_128concat of the account id) and taken from the SCALE
 * AccountInfo (free: the u128 after four u32s). An account the chain does not hold has 0.
 */
export async function getPolkadotBalance(rpcUrl: string, address: string): Promise<bigint> {
  const { publicKey } = decodeSs58Address(address)
  const key = `0x${systemAccountPrefix}${bytesToHex(blake2b(publicKey, { dkLen: 16 }))}${bytesToHex(publicKey)}`
  const result = await createJsonRpcTransport({ url: rpcUrl }).request<unknown>({
    method: 'state_getStorage',
    params: [key],
  })
  if (result === null) return 0n
  if (typeof result !== 'string' || !/^0x[0-9a-fA-F]{128,}$/.test(result))
    throw new Error('The chain answered System.Account with no AccountInfo')
  // free is bytes 16 to 32, little-endian.
  const freeHex = result.slice(2 + 32, 2 + 64)
  let free = 0n
  for (let index = freeHex.length - 2; index >= 0; index -= 2)
    free = (free << 8n) | BigInt(Number.parseInt(freeHex.slice(index, index + 2), 16))
  return free
}
