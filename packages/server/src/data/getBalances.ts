import type { BalanceResponse } from '@latchkey/core/protocol'
import { formatUnits } from 'viem'
import type { PriceSource } from './createPriceSource.js'
import type { DataChainConfig, DataNativeCurrency, DataToken } from './DataConfig.js'
import { getNativeAssetId } from './getNativeAssetId.js'

/** Parameters of `getBalances`. */
export type GetBalancesParameters = {
  caipNetworkId: string
  chain: DataChainConfig
  /** What `readBalances` answered: the native amount, then one per listed token. */
  amounts: readonly bigint[]
  prices: PriceSource
  /** The icon of a coin or token the configuration gives none for. */
  defaultIconUrl: (symbol: string) => string
}

/**
 * The balance route's entries (spec section 3's token balance): the native coin first, then
 * each listed token the address holds, with quantity, price and value.
 */
export function getBalances(parameters: GetBalancesParameters): BalanceResponse['balances'] {
  const { chain, amounts } = parameters
  return [
    entry(parameters, chain.nativeCurrency, amounts[0] ?? 0n),
    ...chain.tokens.flatMap((token, index) => {
      const amount = amounts[index + 1] ?? 0n
      return amount > 0n ? [entry(parameters, token, amount)] : []
    }),
  ]
}

function entry(
  parameters: GetBalancesParameters,
  asset: DataNativeCurrency | DataToken,
  amount: bigint,
): BalanceResponse['balances'][number] {
  const { caipNetworkId } = parameters
  const tokenAddress = 'address' in asset ? `${caipNetworkId}:${asset.address}` : undefined
  const assetId = tokenAddress ?? getNativeAssetId(caipNetworkId)
  const numeric = formatUnits(amount, asset.decimals)
  const price = parameters.prices.getUsdPrice({ assetId, symbol: asset.symbol }) ?? 0
  return {
    name: asset.name,
    symbol: asset.symbol,
    chainId: caipNetworkId,
    ...(tokenAddress ? { address: tokenAddress } : {}),
    value: Number(numeric) * price,
    price,
    quantity: { decimals: String(asset.decimals), numeric },
    iconUrl: asset.iconUrl ?? parameters.defaultIconUrl(asset.symbol),
  }
}
