import { fungiblePriceRequestSchema, type SupportedChainsResponse } from '@latchkey/core/protocol'
import type { FastifyReply, FastifyRequest } from 'fastify'
import * as v from 'valibot'
import { ChainUnavailableError } from '../errors/data.js'
import { InvalidParameterError } from '../errors/parameter.js'
import { errorBody } from '../http/errorBody.js'
import { queryParameter, queryText, quoteValue as quote } from '../http/querySchemas.js'
import { readRequest } from '../http/readRequest.js'
import { getOnrampHistory } from '../onramp/purchases.js'
import type { BalanceChain, DataContext } from './DataContext.js'
import {
  chainIdParameter,
  currencyParameter,
  evmAddressParameter,
  evmAddressQueryParameter,
  flagParameter,
} from './dataQuerySchemas.js'
import { getBalances } from './getBalances.js'
import { getFungiblePrices } from './getFungiblePrices.js'
import { getHistory } from './getHistory.js'
import { getIdentity } from './getIdentity.js'
import { decodeHistoryCursor } from './historyCursor.js'

/** How long an identity is reused (spec section 9). */
export const identityCacheTtlMs = 5 * 60_000

const balanceSchemas = {
  params: v.object({ address: v.string() }),
  // Checked in this order: the first bad parameter is the one named.
  query: v.object({
    currency: currencyParameter,
    forceUpdate: flagParameter,
    chainId: chainIdParameter,
  }),
}
const identitySchemas = {
  params: v.object({ address: evmAddressParameter }),
  query: v.object({ sender: evmAddressQueryParameter }),
}
const onrampParameter = queryParameter(
  v.pipe(
    queryText,
    v.check(
      (value) => value === undefined || value === 'coinbase' || value === 'sandbox',
      (issue) => `must be coinbase or sandbox, got ${quote(String(issue.input))}`,
    ),
  ),
)
const historySchemas = {
  params: v.object({ account: evmAddressParameter }),
  query: v.object({
    chainId: chainIdParameter,
    cursor: queryParameter(queryText),
    onramp: onrampParameter,
  }),
}

/** `GET /v1/supported-chains`: the chains whose data the server serves. */
export function getSupportedChains(context: DataContext) {
  return async (): Promise<SupportedChainsResponse> => ({
    http: [
      ...new Set([
        ...context.evmChains.keys(),
        ...context.balanceChains.map((c) => c.caipNetworkId),
      ]),
    ],
    ws: [],
  })
}

/**
 * `GET /v1/account/:address/balance`: the address's balances on the chains of every namespace
 * whose addresses it has the form of (or on `chainId` alone), each read through its namespace.
 */
export function getAccountBalance(context: DataContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // The address is checked before the query, as the route has always named it first.
    const { params } = readRequest(request, { params: balanceSchemas.params })
    const owners = context.namespaces.filter(
      (namespace) => namespace.balances && namespace.isAddress(params.address),
    )
    const [first] = context.namespaces.filter((namespace) => namespace.balances)
    if (owners.length === 0)
      throw new InvalidParameterError(
        'address',
        `must be ${first?.addressForm ?? 'an address'}, got ${quote(params.address)}`,
      )
    const { query } = readRequest(request, { query: balanceSchemas.query })
    const chains = context.balanceChains.filter(
      (chain) =>
        owners.includes(chain.namespace) &&
        (query.chainId === undefined || chain.caipNetworkId === query.chainId),
    )
    const defaultIconUrl = context.iconUrlFor(request)
    reply.header('cache-control', 'no-store')
    try {
      const lists = await Promise.all(
        chains.map(async (chain) =>
          getBalances({
            caipNetworkId: chain.caipNetworkId,
            chain: chain.settings,
            amounts: await readCachedBalances(context, chain, params.address, query.forceUpdate),
            prices: context.prices,
            defaultIconUrl,
          }),
        ),
      )
      return { balances: lists.flat() }
    } catch (error) {
      if (!(error instanceof ChainUnavailableError)) throw error
      // The shared error handler hides every 5xx message; an unreachable node is worth saying.
      request.log.warn({ err: error }, 'balance read failed')
      return reply.code(502).send(errorBody(502, error.message, error.code))
    }
  }
}

/** A chain's balances of an address, from the cache unless `forceUpdate`; a failed read is not kept. */
async function readCachedBalances(
  context: DataContext,
  chain: BalanceChain,
  rawAddress: string,
  forceUpdate: boolean,
): Promise<bigint[]> {
  const address = chain.namespace.normalizeAddress(rawAddress)
  const key = `${chain.caipNetworkId}/${address}`
  let amounts = forceUpdate ? undefined : context.balances.get(key)
  if (!amounts) {
    const read = chain.readBalances(address)
    amounts = read
    context.balances.set(key, read)
    // A failed read is not kept: the next request asks the node again.
    read.catch(() => {
      if (context.balances.get(key) === read) context.balances.delete(key)
    })
  }
  return amounts.catch((error: unknown) => {
    throw new ChainUnavailableError(chain.caipNetworkId, error)
  })
}

/** `POST /v1/fungible/price`: prices of the listed assets. */
export function postFungiblePrice(context: DataContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { body } = readRequest(
      request,
      { body: fungiblePriceRequestSchema },
      {
        refuse: ({ field, message }) =>
          new InvalidParameterError('body', `is invalid: ${field ? `${field}: ` : ''}${message}`),
      },
    )
    const currency = body.currency.toLowerCase()
    if (currency !== 'usd')
      throw new InvalidParameterError('currency', `must be one of usd, got ${quote(currency)}`)
    // Prices move: a shared cache must not serve one client's answer to another later.
    reply.header('cache-control', 'no-store')
    return {
      fungibles: getFungiblePrices({
        addresses: body.addresses,
        chains: context.settings,
        prices: context.prices,
        defaultIconUrl: context.iconUrlFor(request),
      }),
    }
  }
}

/** `GET /v1/identity/:address`: the address's name and avatar (ENS first, then the names table). */
export function getAccountIdentity(context: DataContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { address } = readRequest(request, identitySchemas).params
    const key = address.toLowerCase()
    let identity = context.identities.get(key)
    if (!identity) {
      const lookup = getIdentity(context.server.database, context.ens, address)
      identity = lookup.then(({ identity }) => identity)
      context.identities.set(key, identity)
      // An answer made without ENS (its chain did not answer) is not kept: ask again next time.
      lookup.then(
        ({ complete }) => complete || context.identities.delete(key),
        () => context.identities.delete(key),
      )
    }
    reply.header('cache-control', `private, max-age=${identityCacheTtlMs / 1000}`)
    return identity
  }
}

/** `GET /v1/account/:account/history`: the indexer's transfers, or the on-ramp's purchases. */
export function getAccountHistory(context: DataContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { params, query } = readRequest(request, historySchemas)
    const address = params.account
    const cursor = query.cursor === undefined ? undefined : decodeHistoryCursor(query.cursor)
    reply.header('cache-control', 'no-store')
    // On-ramp purchases are the provider's records: the sandbox's are in the database.
    if (query.onramp === 'coinbase' || query.onramp === 'sandbox')
      return {
        data: await getOnrampHistory(context.server.database, {
          address,
          provider: query.onramp,
          chainId: query.chainId,
          from: context.sandboxPayout ?? address,
        }),
        next: null,
      }
    const selected = new Map(
      [...context.evmChains.values()]
        .filter((chain) => query.chainId === undefined || chain.caipNetworkId === query.chainId)
        .map((chain) => [chain.caipNetworkId, chain.settings]),
    )
    return getHistory({
      database: context.server.database,
      address,
      chains: selected,
      cursor,
      prices: context.prices,
      defaultIconUrl: context.iconUrlFor(request),
    })
  }
}
