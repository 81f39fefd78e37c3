import * as v from 'valibot'
import { queryParameter, queryText, quoteValue as quote } from '../http/querySchemas.js'
import { checkCaipNetworkId } from './checkCaipNetworkId.js'

/** The currencies prices are quoted in: the reference prices are in US dollars. */
const dataCurrencies = ['usd'] as const

const addressPattern = /^0x[0-9a-fA-F]{40}$/

/**
 * A CAIP-2 id query parameter: a namespace Latchkey knows (eip155, solana, bip122, polkadot) and a
 * reference of its form (`checkCaipNetworkId`).
 */
export const chainIdParameter = queryParameter(
  v.pipe(
    queryText,
    v.check(
      (value) => value === undefined || checkCaipNetworkId(value) === undefined,
      (issue) => checkCaipNetworkId(String(issue.input)) ?? '',
    ),
  ),
)

/** The `currency` query parameter: `usd` in any case, the default. */
export const currencyParameter = queryParameter(
  v.pipe(
    queryText,
    v.transform((value) => value?.toLowerCase() ?? 'usd'),
    v.picklist(
      dataCurrencies,
      (issue) => `must be one of ${dataCurrencies.join(', ')}, got ${quote(String(issue.input))}`,
    ),
  ),
)

/** A `true` or `false` query parameter; absent is false. */
export const flagParameter = queryParameter(
  v.pipe(
    queryText,
    v.check(
      (value) => value === undefined || value === 'true' || value === 'false',
      (issue) => `must be true or false, got ${quote(String(issue.input))}`,
    ),
    v.transform((value) => value === 'true'),
  ),
)

/** A 0x address path or query parameter, answered in lower case. */
export const evmAddressParameter = v.pipe(
  v.string(),
  v.check(
    (value) => addressPattern.test(value),
    (issue) => `must be a 0x address of 40 hex digits, got ${quote(issue.input)}`,
  ),
  v.transform((value) => value.toLowerCase() as `0x${string}`),
)

/** An optional 0x address query parameter (given once; empty is absent), answered in lower case. */
export const evmAddressQueryParameter = queryParameter(
  v.pipe(
    queryText,
    v.check(
      (value) => value === undefined || addressPattern.test(value),
      (issue) => `must be a 0x address of 40 hex digits, got ${quote(String(issue.input))}`,
    ),
    v.transform((value) => value?.toLowerCase() as `0x${string}` | undefined),
  ),
)
