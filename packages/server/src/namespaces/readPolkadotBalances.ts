import { hexToU8a, u8aConcat, u8aToBigInt, u8aToHex } from '@polkadot/util'
import { blake2AsU8a, decodeAddress, xxhashAsU8a } from '@polkadot/util-crypto'
import * as v from 'valibot'
import { tracedFetch } from '../tracing/tracedFetch.js'
import { readBoundedJson } from './readBoundedJson.js'

/** How long a Substrate node may take to answer a balance read. */
const substrateReadTimeoutMs = 10_000
/** The most bytes of a storage read's answer (an AccountInfo is 80 bytes). */
const substrateMaxBytes = 16 * 1024

// The storage prefix of System.Account: twox128('System') ++ twox128('Account').
const systemAccountPrefix = u8aConcat(xxhashAsU8a('System', 128), xxhashAsU8a('Account', 128))

const replySchema = v.union([
  v.object({ result: v.nullable(v.pipe(v.string(), v.regex(/^0x([0-9a-fA-F]{2})*$/))) }),
  v.object({ error: v.object({ message: v.string() }) }),
])

/**
 * Reads a Polkadot account's free balance (in the chain's base units, planck on Polkadot) from a
 * Substrate node's JSON-RPC: `state_getStorage` of its System.Account entry (the prefix, then
 * blake2_128concat of the account id), whose SCALE AccountInfo holds `free` as a little-endian
 * u128 at byte 16. An account the chain has never seen (no entry) holds 0. Answers one amount.
 */
export async function readPolkadotBalances(rpcUrl: string, address: string): Promise<bigint[]> {
  const accountId = decodeAddress(address)
  const key = u8aConcat(systemAccountPrefix, blake2AsU8a(accountId, 128), accountId)
  const response = await tracedFetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'state_getStorage',
      params: [u8aToHex(key)],
    }),
    signal: AbortSignal.timeout(substrateReadTimeoutMs),
  })
  if (!response.ok) {
    await response.body?.cancel().catch(() => {})
    throw new Error(`The Substrate node answered HTTP ${response.status}`)
  }
  const reply = v.safeParse(replySchema, await readBoundedJson(response, substrateMaxBytes))
  if (!reply.success) throw new Error('The Substrate node did not answer a storage read')
  if ('error' in reply.output) throw new Error(reply.output.error.message)
  const { result } = reply.output
  if (result === null) return [0n]
  // nonce, consumers, providers, sufficients (u32 each), then free (u128 LE).
  const accountInfo = hexToU8a(result)
  if (accountInfo.length < 32) throw new Error('The Substrate node answered a short AccountInfo')
  return [u8aToBigInt(accountInfo.subarray(16, 32), { isLe: true, isNegative: false })]
}
