import * as v from 'valibot'
import { tracedFetch } from '../tracing/tracedFetch.js'
import { readBoundedJson } from './readBoundedJson.js'

/** How long an Esplora API may take to answer a balance read. */
const esploraReadTimeoutMs = 10_000
/** The most bytes of an address's summary read (a few hundred in practice). */
const esploraMaxBytes = 64 * 1024

const sats = v.pipe(v.number(), v.safeInteger(), v.minValue(0))
const stats = v.object({ funded_txo_sum: sats, spent_txo_sum: sats })
// Esplora's `GET /address/:address`: what the chain and the mempool paid to and spent from it.
const addressSchema = v.object({ chain_stats: stats, mempool_stats: stats })

/**
 * Reads a Bitcoin address's balance in satoshis from an Esplora API (`esploraUrl` is its base,
 * such as https://blockstream.info/api): what its confirmed and mempool outputs received less what
 * they spent. Answers one amount (Bitcoin has no token list).
 */
export async function readBitcoinBalances(esploraUrl: string, address: string): Promise<bigint[]> {
  const url = `${esploraUrl.replace(/\/+$/, '')}/address/${encodeURIComponent(address)}`
  const response = await tracedFetch(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(esploraReadTimeoutMs),
  })
  if (!response.ok) {
    await response.body?.cancel().catch(() => {})
    throw new Error(`The Esplora API answered HTTP ${response.status}`)
  }
  const result = v.safeParse(addressSchema, await readBoundedJson(response, esploraMaxBytes))
  if (!result.success) throw new Error('The Esplora API did not answer an address summary')
  const { chain_stats: chain, mempool_stats: mempool } = result.output
  const total =
    BigInt(chain.funded_txo_sum) -
    BigInt(chain.spent_txo_sum) +
    BigInt(mempool.funded_txo_sum) -
    BigInt(mempool.spent_txo_sum)
  if (total < 0n) throw new Error('The Esplora API answered a negative balance')
  return [total]
}
