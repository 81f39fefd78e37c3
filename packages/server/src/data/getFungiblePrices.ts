import { eip155NativeTokenAddress, type FungiblePriceResponse } from '@latchkey/core/protocol'
import { InvalidParameterError } from '../errors/parameter.js'
import { quoteValue as quote } from '../http/querySchemas.js'
import { checkCaipNetworkId } from './checkCaipNetworkId.js'
import type { PriceSource } from './createPriceSource.js'
import type { DataChainConfig } from './DataConfig.js'

/** Parameters of `getFungiblePrices`. */
export type GetFungiblePricesParameters = {
  /** CAIP-10 asset ids; the native coin's is the all-e address. */
  addresses: readonly string[]
  chains: ReadonlyMap<string, DataChainConfig>
  prices: PriceSource
  defaultIconUrl: (symbol: string) => string
}

const assetIdPattern = /^([-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}):(0x[0-9a-fA-F]{40})$/

/**
 * The price and description of each asset asked for, in the order asked: the served chains'
 * native coins and listed tokens. Assets this deployment does not know (on chains it does not
 * serve, too) are left out; a malformed id, its chain's part included, is a 400.
 */
export function getFungiblePrices(
  parameters: GetFungiblePricesParameters,
): FungiblePriceResponse['fungibles'] {
  return parameters.addresses.flatMap((assetId, index) => {
    const match = assetIdPattern.exec(assetId)
    if (!match)
      throw new InvalidParameterError(
        `addresses[${index}]`,
        `must be a CAIP-10 asset id such as eip155:1:0x…, got ${quote(assetId)}`,
      )
    const [, chainId = '', rawAddress = ''] = match
    // A malformed chain is the client's mistake; a well-formed one not served is left out.
    const chainProblem = checkCaipNetworkId(chainId)
    if (chainProblem)
      throw new InvalidParameterError(
        `addresses[${index}]`,
        `${chainProblem.replace(/, got .*$/, '')}, got ${quote(assetId)}`,
      )
    const address = rawAddress.toLowerCase()
    const chain = parameters.chains.get(chainId)
    const asset =
      address === eip155NativeTokenAddress
        ? chain?.nativeCurrency
        : chain?.tokens.find((token) => token.address === address)
    if (!asset) return []
    const id = `${chainId}:${address}`
    return [
      {
        name: asset.name,
        symbol: asset.symbol,
        iconUrl: asset.iconUrl ?? parameters.defaultIconUrl(asset.symbol),
        price: parameters.prices.getUsdPrice({ assetId: id, symbol: asset.symbol }) ?? 0,
        address: id,
      },
    ]
  })
}
