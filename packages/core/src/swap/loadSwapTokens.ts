import type { ChainNamespace } from '../caip/namespaces.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { logDebug } from '../client/logDebug.js'
import { eip155NativeTokenAddress } from '../data/nativeTokenAddress.js'
import { loadSendableTokens } from '../send/loadSendableTokens.js'
import { toSmallestUnit } from '../send/parseAmount.js'
import type { ConvertApi } from './createConvertApi.js'
import type { SwapToken } from './SwapState.js'

/** What the Swap form starts from: the network's swappable tokens, and the native balance. */
export type SwapTokens = { tokens: SwapToken[]; nativeBalance: bigint }

/** Whether a CAIP-10 asset id is the native coin's (the all-e address, spec section 9). */
export function isNativeSwapToken(token: { address: string }): boolean {
  return token.address.toLowerCase().endsWith(`:${eip155NativeTokenAddress}`)
}

/**
 * Reads the network's swappable tokens (`GET /v1/convert/tokens`) and joins them with the
 * account's balances (the chain's native balance, the data API's token list) and prices.
 * The tokens the account holds come first, the native coin first of all.
 */
export async function loadSwapTokens(
  client: LatchkeyClient,
  parameters: { api: ConvertApi; namespace: ChainNamespace; caipNetworkId: string },
): Promise<SwapTokens> {
  const [listed, held] = await Promise.all([
    parameters.api.getTokens(parameters.caipNetworkId),
    loadSendableTokens(client, parameters.namespace).catch((error: unknown) => {
      logDebug(client, 'Failed to read the balances for Swap', error)
      return { tokens: [], nativeBalance: 0n }
    }),
  ])
  const holding = (token: { address: string }) =>
    held.tokens.find((entry) =>
      isNativeSwapToken(token)
        ? entry.address === undefined || entry.address.toLowerCase() === token.address.toLowerCase()
        : entry.address?.toLowerCase() === token.address.toLowerCase(),
    )
  const tokens = listed.tokens.map((token): SwapToken => {
    const entry = holding(token)
    return {
      ...token,
      balance: entry ? toSmallestUnit(entry.quantity.numeric, token.decimals) : 0n,
      price: entry?.price ?? 0,
    }
  })
  const missingPrices = tokens.filter((token) => !token.price).map((token) => token.address)
  if (missingPrices.length > 0 && client.data.api) {
    try {
      const { fungibles } = await client.data.api.getFungiblePrice({ addresses: missingPrices })
      for (const token of tokens) {
        const found = fungibles.find(
          (fungible) => fungible.address?.toLowerCase() === token.address.toLowerCase(),
        )
        if (found) token.price = found.price
      }
    } catch (error) {
      logDebug(client, 'Failed to read the prices for Swap', error)
    }
  }
  const rank = (token: SwapToken) => (isNativeSwapToken(token) ? 0 : token.balance > 0n ? 1 : 2)
  return {
    tokens: tokens
      .map((token, index) => ({ token, index }))
      .sort((a, b) => rank(a.token) - rank(b.token) || a.index - b.index)
      .map(({ token }) => token),
    nativeBalance: held.nativeBalance,
  }
}

/** The popular symbols suggested first in SwapSelectToken (spec section 9: a suggested list). */
const suggestedSwapSymbols = ['ETH', 'USDC', 'USDT', 'DAI', 'WBTC', 'WETH'] as const

/** The suggested tokens: held ones, then popular symbols, at most six. */
export function getSuggestedSwapTokens(tokens: readonly SwapToken[]): SwapToken[] {
  const held = tokens.filter((token) => token.balance > 0n)
  const popular = tokens.filter(
    (token) =>
      !held.includes(token) && (suggestedSwapSymbols as readonly string[]).includes(token.symbol),
  )
  return [...held, ...popular].slice(0, 6)
}

/** The tokens matching a search by name, symbol or contract address. */
export function searchSwapTokens(tokens: readonly SwapToken[], query: string): SwapToken[] {
  const search = query.trim().toLowerCase()
  if (!search) return [...tokens]
  return tokens.filter(
    (token) =>
      token.name.toLowerCase().includes(search) ||
      token.symbol.toLowerCase().includes(search) ||
      token.address.toLowerCase().endsWith(search),
  )
}
