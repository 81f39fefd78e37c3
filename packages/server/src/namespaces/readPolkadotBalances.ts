import * as v from 'valibot'
import { tracedFetch } from '../tracing/tracedFetch.js'
import { loadPolkadotCrypto } from './loadPolkadotCrypto.js'
import { readBoundedJson } from './readBoundedJson.js'
import { readSs58AccountId } from './readSs58AccountId.js'

/** How long a Substrate node may take to answer a balance read. */
const substrateReadTimeoutMs = 10_000
/** The most bytes of a storage read's answer (an AccountInfo is 80 bytes). */
const substrateMaxBytes = 16 * 1024

const replySchema = v.union([
  v.object({ result: v.nullable(v.pipe(v.string(), v.regex(/^0x([0-9a-fA-F]{2})*$/))) }),
  v.object({ error: v.object({ message: v.string() }) }),
])

/**
 * Reads a Polkadot account's free balance (in the chain's base units, planck on Polkadot) from a
 * Substrate node's JSON-RPC: `state_getStorage` of its System.Account entry (twox128('System') ++
 * twox128('Account') ++ blake2_128concat(account id)), whose SCALE AccountInfo holds `free` as a
 * little-endian u128 at byte 16. An account the chain has never seen (no entry) holds 0. Answers
 * one amount.
 */
export async function readPolkadotBalances(rpcUrl: string, address: string): Promise<bigint[]> {
  const accountId = readSs58AccountId(address)
  if (!accountId) throw new Error(`${address} is not an SS58 address`)
  const { xxhashAsU8a, blake2AsU8a } = await loadPolkadotCrypto()
  const key = Buffer.concat([
    xxhashAsU8a('System', 128),
    xxhashAsU8a('Account', 128),
    blake2AsU8a(accountId, 128),
    accountId,
  ])
  const response = await tracedFetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'state_getStorage',
      params: [`0x${key.toString('hex')}`],
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
  const accountInfo = Buffer.from(result.slice(2), 'hex')
  if (accountInfo.length < 32) throw new Error('The Substrate node answered a short AccountInfo')
  return [BigInt(`0x${Buffer.from(accountInfo.subarray(16, 32)).reverse().toString('hex')}`)]
}
