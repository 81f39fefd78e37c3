type Stats = { funded_txo_sum: number; spent_txo_sum: number }
type AddressReply = { chain_stats: Stats; mempool_stats?: Stats | undefined }

/**
 * An address's balance in sats from an Esplora API (mempool.space, Blockstream, the dev ledger):
 * confirmed and mempool outputs received, minus those spent.
 */
export async function getBitcoinBalance(esploraUrl: string, address: string): Promise<bigint> {
  const response = await fetch(`${esploraUrl.replace(/\/+$/, '')}/address/${address}`)
  if (!response.ok) throw new Error(`The Esplora API answered ${response.status} for ${address}`)
  const { chain_stats, mempool_stats } = (await response.json()) as AddressReply
  const net = (stats: Stats | undefined) =>
    stats ? BigInt(stats.funded_txo_sum) - BigInt(stats.spent_txo_sum) : 0n
  return net(chain_stats) + net(mempool_stats)
}
