import type { PriceSource } from '../data/createPriceSource.js'
import { getNativeAssetId } from '../data/getNativeAssetId.js'
import type { Market } from './createMarket.js'

/** A price source that can be brought up to date before a route reads it. */
export type RefreshablePriceSource = PriceSource & {
  /** Reads the pools again unless read within the last `ttlMs`; never rejects. */
  refresh(): Promise<void>
}

/**
 * Prices from the markets' pools where a token has a pool with the native coin (its reserves'
 * ratio times the native coin's reference price), the reference list otherwise. The pools are
 * read at most once per `ttlMs`; a failed read keeps the last prices.
 */
export function createPoolPriceSource(parameters: {
  reference: PriceSource
  markets: readonly Market[]
  ttlMs?: number
  now?: () => number
}): RefreshablePriceSource {
  const { reference, markets, ttlMs = 2_000, now = Date.now } = parameters
  // One entry per market token: bounded by the configuration.
  let pool = new Map<string, number>()
  let readAt = Number.NEGATIVE_INFINITY
  let reading: Promise<void> | undefined

  const read = async () => {
    const next = new Map<string, number>()
    await Promise.all(
      markets.map(async (market) => {
        const native = market.tokens.find((token) => token.native)
        const nativePrice =
          native &&
          reference.getUsdPrice({
            assetId: getNativeAssetId(market.caipNetworkId),
            symbol: native.symbol,
          })
        if (!native || nativePrice === undefined) return
        await Promise.all(
          market.tokens.map(async (token) => {
            const reserves = await market.nativeReserves(token).catch(() => undefined)
            if (!reserves || reserves.token === 0n) return
            // native per token, in whole coins, times the native coin's price.
            const ratio =
              (Number(reserves.native) / Number(reserves.token)) *
              10 ** (token.decimals - native.decimals)
            // Twelve digits: the float division's last bits are noise.
            next.set(
              `${market.caipNetworkId}:${token.address}`,
              Number((ratio * nativePrice).toPrecision(12)),
            )
          }),
        )
      }),
    )
    pool = next
    readAt = now()
  }

  return {
    getUsdPrice(asset) {
      return pool.get(asset.assetId.toLowerCase()) ?? reference.getUsdPrice(asset)
    },
    refresh() {
      if (markets.length === 0 || now() - readAt < ttlMs) return Promise.resolve()
      reading ??= read()
        .catch(() => {})
        .finally(() => {
          reading = undefined
        })
      return reading
    },
  }
}
