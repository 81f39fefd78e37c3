/** An asset whose price is asked: its CAIP-10 id (lower case) and symbol. */
type PricedAsset = { assetId: string; symbol: string }

/** Where the data API's prices come from; the swap issue adds one that reads the pools. */
export type PriceSource = {
  /** The asset's price in US dollars, or undefined when the source has none. */
  getUsdPrice(asset: PricedAsset): number | undefined
}

/**
 * Prices from the operator's reference list: an entry for the asset id (eip155:1:0x…) wins over
 * one for its symbol (ETH), so one symbol can be priced differently on one chain.
 */
export function createPriceSource(prices: Readonly<Record<string, number>>): PriceSource {
  return {
    getUsdPrice: ({ assetId, symbol }) =>
      prices[assetId.toLowerCase()] ?? prices[symbol.toUpperCase()],
  }
}
