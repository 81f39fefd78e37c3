import {
  type ConvertBuildApproveResponse,
  type ConvertBuildTransactionResponse,
  type ConvertGasPriceResponse,
  type ConvertQuotesResponse,
  type ConvertTokensResponse,
  convertAllowanceRequestSchema,
  convertBuildApproveRequestSchema,
  convertBuildTransactionRequestSchema,
  convertGasPriceRequestSchema,
  convertQuotesRequestSchema,
  convertTokensRequestSchema,
} from '@latchkey/core/protocol'
import type {
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
} from 'fastify'
import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { checkCaipNetworkId } from '../data/checkCaipNetworkId.js'
import { InvalidParameterError } from '../errors/parameter.js'
import { readRequest } from '../http/readRequest.js'
import { createConvertHelpers } from './createConvertHelpers.js'
import { type Market, routerAbi } from './createMarket.js'

/** Options of `convertRoutes`. */
export type ConvertRoutesOptions = {
  /** The swap networks, by CAIP-2 id (the chains whose data configuration names a market). */
  markets: ReadonlyMap<string, Market>
  /** The project check every data route runs first. */
  onRequest: onRequestAsyncHookHandler
  now?: () => number
}

/** Spec section 8's thrown messages, answered with a 400. */
const gasPriceNotSupportedMessage = 'Network not supported for Gas Price'

// Gas a swap takes when estimation is off or fails: one pool, or two through the native coin.
const swapGas = (hops: number) => BigInt(120_000 + 80_000 * hops)
const approveGas = 60_000n
/** How long a built swap stays valid on chain. */
const swapDeadlineSeconds = 20n * 60n

/** What the convert handlers share. */
type ConvertContext = {
  markets: ReadonlyMap<string, Market>
  now: () => number
  /** The server's public URL, known once it listens. */
  publicUrl: () => string
}

/**
 * The data API's convert calls (spec section 7) over each swap network's Uniswap V2 market:
 * tokens, quotes (the router's getAmountsOut), allowance, gas price, and the approve and swap
 * transactions to sign. Bad input is a 400 naming the field.
 */
export const convertRoutes: FastifyPluginAsync<ConvertRoutesOptions> = async (server, options) => {
  const { markets, onRequest } = options
  const context: ConvertContext = {
    markets,
    now: options.now ?? Date.now,
    publicUrl: () => server.publicUrl,
  }
  server.get('/v1/convert/tokens', { onRequest }, getConvertTokens(context))
  server.get('/v1/convert/quotes', { onRequest }, getConvertQuotes(context))
  server.get('/v1/convert/allowance', { onRequest }, getConvertAllowance(context))
  server.get('/v1/convert/gas-price', { onRequest }, getConvertGasPrice(context))
  server.get('/v1/convert/build-approve', { onRequest }, buildConvertApprove(context))
  server.post(
    '/v1/convert/build-transaction',
    { onRequest, bodyLimit: 4_096 },
    buildSwapTransaction(context),
  )
}

/** `GET /v1/convert/tokens`: the tokens of a swap network's market. */
function getConvertTokens(context: ConvertContext) {
  const { markets } = context
  const { marketOf, caip } = createConvertHelpers(markets)
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { chainId } = readRequest(request, { query: convertTokensRequestSchema }).query
    const market = marketOf(chainId)
    reply.header('cache-control', 'public, max-age=60')
    return {
      tokens: market.tokens.map((token) => ({
        name: token.name,
        symbol: token.symbol,
        address: caip(market, token.address),
        decimals: token.decimals,
        logoUri: token.iconUrl ?? `${context.publicUrl()}/public/getTokenImage/${token.symbol}`,
        eip2612: false,
      })),
    } satisfies ConvertTokensResponse
  }
}

/** `GET /v1/convert/quotes`: a quote through the market's pools. */
function getConvertQuotes(context: ConvertContext) {
  const { markets } = context
  const { tokenOf, accountOf, caip } = createConvertHelpers(markets)
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const query = readRequest(request, { query: convertQuotesRequestSchema }).query
    const { market, token: from } = tokenOf('from', query.from)
    const { token: to } = tokenOf('to', query.to, market)
    accountOf('userAddress', query.userAddress, market)
    reply.header('cache-control', 'no-store')
    const amount = BigInt(query.amount)
    const [found, gasPrice] = await Promise.all([
      market.quote(from, to, amount),
      query.gasPrice === undefined ? market.client.getGasPrice() : BigInt(query.gasPrice),
    ])
    // No route is no quote; a route that gives nothing is a quote of 0 (the widget's 'too small').
    if (!found) return { quotes: [] } satisfies ConvertQuotesResponse
    const gasLimit = swapGas(found.path.length - 1)
    const impact =
      found.idealOut === 0n
        ? 0
        : Number(((found.idealOut - found.amountOut) * 1_000_000n) / found.idealOut) / 10_000
    return {
      quotes: [
        {
          id: null,
          fromAmount: amount.toString(),
          fromAccount: caip(market, from.address),
          toAmount: found.amountOut.toString(),
          toAccount: caip(market, to.address),
          path: found.tokens.map((address) => caip(market, address)),
          priceImpact: String(Math.max(0, impact)),
          gasLimit: gasLimit.toString(),
          gasFee: (gasLimit * gasPrice).toString(),
        },
      ],
    } satisfies ConvertQuotesResponse
  }
}

/** `GET /v1/convert/allowance`: the router's allowance of a token. */
function getConvertAllowance(context: ConvertContext) {
  const { markets } = context
  const { tokenOf, accountOf } = createConvertHelpers(markets)
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const query = readRequest(request, { query: convertAllowanceRequestSchema }).query
    const { market, token } = tokenOf('tokenAddress', query.tokenAddress)
    const owner = accountOf('userAddress', query.userAddress, market)
    reply.header('cache-control', 'no-store')
    if (token.native) return { allowance: maxUint256.toString() }
    const allowance = await market.client.readContract({
      address: token.address,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [owner, market.router],
    })
    return { allowance: allowance.toString() }
  }
}

/** `GET /v1/convert/gas-price`: the network's gas prices. */
function getConvertGasPrice(context: ConvertContext) {
  const { markets } = context
  const { unsupported } = createConvertHelpers(markets)
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { chainId } = readRequest(request, { query: convertGasPriceRequestSchema }).query
    const problem = checkCaipNetworkId(chainId)
    if (problem) throw new InvalidParameterError('chainId', problem)
    const client = markets.get(chainId)?.client
    if (!client) throw unsupported(gasPriceNotSupportedMessage)
    reply.header('cache-control', 'no-store')
    const standard = await client.getGasPrice()
    return {
      standard: standard.toString(),
      fast: ((standard * 110n) / 100n).toString(),
      instant: ((standard * 125n) / 100n).toString(),
    } satisfies ConvertGasPriceResponse
  }
}

/** `GET /v1/convert/build-approve`: the approve transaction to sign. */
function buildConvertApprove(context: ConvertContext) {
  const { markets } = context
  const { tokenOf, accountOf, caip } = createConvertHelpers(markets)
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const query = readRequest(request, { query: convertBuildApproveRequestSchema }).query
    const { market, token } = tokenOf('from', query.from)
    tokenOf('to', query.to, market)
    const owner = accountOf('userAddress', query.userAddress, market)
    if (token.native)
      throw new InvalidParameterError('from', 'is the native coin, which needs no approval')
    reply.header('cache-control', 'no-store')
    const amount = query.amount === undefined ? maxUint256 : BigInt(query.amount)
    return {
      tx: {
        from: caip(market, owner),
        to: caip(market, token.address),
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [market.router, amount],
        }),
        value: '0',
        eip155: {
          gas: approveGas.toString(),
          gasPrice: (await market.client.getGasPrice()).toString(),
        },
      },
    } satisfies ConvertBuildApproveResponse
  }
}

/** `POST /v1/convert/build-transaction`: the swap transaction to sign, with its minimum output. */
function buildSwapTransaction(context: ConvertContext) {
  const { now } = context
  const { tokenOf, accountOf, caip, quoteOrFail } = createConvertHelpers(context.markets)
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const body = readRequest(request, { body: convertBuildTransactionRequestSchema }).body
    const { market, token: from } = tokenOf('from', body.from)
    const { token: to } = tokenOf('to', body.to, market)
    const user = accountOf('userAddress', body.userAddress, market)
    reply.header('cache-control', 'no-store')
    const amount = BigInt(body.amount)
    const found = await quoteOrFail(market, from, to, amount)
    // Slippage in percent with up to 4 decimals: in millionths of the amount.
    const slippage = BigInt(Math.round(Number(body.slippage) * 10_000))
    const minimum = (found.amountOut * (1_000_000n - slippage)) / 1_000_000n
    const deadline = BigInt(Math.floor(now() / 1000)) + swapDeadlineSeconds
    const data = from.native
      ? encodeFunctionData({
          abi: routerAbi,
          functionName: 'swapExactETHForTokens',
          args: [minimum, found.path, user, deadline],
        })
      : encodeFunctionData({
          abi: routerAbi,
          functionName: to.native ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
          args: [amount, minimum, found.path, user, deadline],
        })
    const value = from.native ? amount : 0n
    const gasPrice = await market.client.getGasPrice()
    let gas = swapGas(found.path.length - 1)
    if (!body.disableEstimate) {
      // An estimate that fails (allowance short, balance short) leaves the fixed limit: the
      // wallet's own attempt then reports the node's reason.
      const estimate = await market.client
        .estimateGas({ account: user, to: market.router, data, value })
        .catch((error: unknown) => {
          request.log.info({ err: error }, 'swap gas estimate failed')
          return undefined
        })
      if (estimate !== undefined) gas = (estimate * 120n) / 100n
    }
    return {
      tx: {
        from: caip(market, user),
        to: caip(market, market.router),
        data,
        value: value.toString(),
        eip155: { gas: gas.toString(), gasPrice: gasPrice.toString() },
      },
      toAmount: found.amountOut.toString(),
      minimumToAmount: minimum.toString(),
    } satisfies ConvertBuildTransactionResponse
  }
}
