import type { Address } from 'viem'
import { checkCaipNetworkId } from '../data/checkCaipNetworkId.js'
import { HttpError } from '../errors/http.js'
import { InvalidParameterError } from '../errors/parameter.js'
import { quoteValue as quote } from '../http/querySchemas.js'
import type { Market, MarketToken } from './createMarket.js'

/** Spec section 8's thrown message, answered with a 400. */
const swapsNotSupportedMessage = 'Network not supported for Swaps'

// A CAIP-10 id of a 0x account: the markets are EVM ones, found by the id's CAIP-2 part.
const caip10Pattern = /^([-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}):(0x[0-9a-fA-F]{40})$/

/** What the convert handlers share: markets, tokens and accounts by CAIP id, each checked with a 400 naming the field. */
export function createConvertHelpers(markets: ReadonlyMap<string, Market>) {
  const unsupported = (message: string) => new HttpError(400, 'NETWORK_NOT_SUPPORTED', message)
  const marketOf = (chainId: string, field = 'chainId') => {
    // A malformed chain id is named; a well-formed one without a market is the spec's error.
    const problem = checkCaipNetworkId(chainId)
    if (problem) throw new InvalidParameterError(field, problem)
    const market = markets.get(chainId)
    if (!market) throw unsupported(swapsNotSupportedMessage)
    return market
  }
  /** The market of a CAIP-10 token id and the token in it. */
  const tokenOf = (field: string, id: string, market?: Market) => {
    const [, chainId = '', address = ''] = caip10Pattern.exec(id) ?? []
    const found = market ?? marketOf(chainId, field)
    if (found.caipNetworkId !== chainId)
      throw new InvalidParameterError(field, `must be on ${found.caipNetworkId}, got ${quote(id)}`)
    const token = found.findToken(address)
    if (!token)
      throw new InvalidParameterError(
        field,
        `is not a token of the ${found.caipNetworkId} market, got ${quote(id)}`,
      )
    return { market: found, token }
  }
  const accountOf = (field: string, id: string, market: Market): Address => {
    const [, chainId, address] = caip10Pattern.exec(id) ?? []
    if (chainId !== market.caipNetworkId)
      throw new InvalidParameterError(field, `must be on ${market.caipNetworkId}, got ${quote(id)}`)
    return address as Address
  }
  const caip = (market: Market, address: string) =>
    `${market.caipNetworkId}:${address.toLowerCase()}`
  const quoteOrFail = async (
    market: Market,
    from: MarketToken,
    to: MarketToken,
    amount: bigint,
  ) => {
    const found = await market.quote(from, to, amount)
    if (!found || found.amountOut === 0n)
      throw new HttpError(
        400,
        'NO_ROUTE',
        `No route from ${from.symbol} to ${to.symbol} for this amount on ${market.caipNetworkId}`,
      )
    return found
  }

  return { marketOf, tokenOf, accountOf, caip, quoteOrFail, unsupported }
}
