import { isChainNamespace, parseCaipNetworkId } from '@latchkey/core/internal'
import * as v from 'valibot'
import { InvalidParameterError } from '../errors/parameter.js'
import { parseQuery, queryText, quoteValue as quote } from '../http/parseQuery.js'

/** The currencies prices are quoted in: the reference prices are in US dollars. */
const dataCurrencies = ['usd'] as const

const addressPattern = /^0x[0-9a-fA-F]{40}$/

/** The namespace of a well-formed CAIP-2 id, else undefined. */
function namespaceOf(value: string): string | undefined {
  try {
    return parseCaipNetworkId(value).namespace
  } catch {
    return undefined
  }
}

/** A CAIP-2 id of a namespace Latchkey knows (eip155, solana, bip122, polkadot). */
const chainIdSchema = v.pipe(
  queryText,
  v.check(
    (value) => value === undefined || namespaceOf(value) !== undefined,
    (issue) => `must be a CAIP-2 network id such as eip155:1, got ${quote(issue.input as string)}`,
  ),
  v.check(
    (value) => value === undefined || isChainNamespace(namespaceOf(value)),
    (issue) =>
      `names an unknown chain namespace ${quote(namespaceOf(issue.input as string)!)} (known: eip155, solana, bip122, polkadot)`,
  ),
)

/** `usd` in any case, the default. */
const currencySchema = v.pipe(
  queryText,
  v.transform((value) => value?.toLowerCase() ?? 'usd'),
  v.picklist(
    dataCurrencies,
    (issue) => `must be one of ${dataCurrencies.join(', ')}, got ${quote(issue.input as string)}`,
  ),
)

/** `true` or `false`; absent is false. */
const flagSchema = v.pipe(
  queryText,
  v.check(
    (value) => value === undefined || value === 'true' || value === 'false',
    (issue) => `must be true or false, got ${quote(issue.input as string)}`,
  ),
  v.transform((value) => value === 'true'),
)

/** Reads the data API's query parameters, throwing InvalidParameterError (400) naming the bad one. */
export type DataQueryReader = {
  /** A parameter given at most once; empty counts as absent. */
  string(name: string): string | undefined
  /** A CAIP-2 id of a known namespace (eip155, solana, bip122, polkadot). */
  chainId(name: string): string | undefined
  /** `usd` (any case), the default. */
  currency(): (typeof dataCurrencies)[number]
  /** `true` or `false`. */
  flag(name: string): boolean
}

// The routes read a few parameter names: each name's object schema is made once.
const schemas = new Map<string, v.GenericSchema>()

/**
 * Wraps a request's query in the readers of the data routes. Each parameter is checked when it is
 * read, so a route's first bad parameter, in the order the route reads them, is the one named.
 */
export function readDataQuery(query: unknown): DataQueryReader {
  const values = (query ?? {}) as Record<string, unknown>
  function read<schema extends v.GenericSchema>(
    name: string,
    kind: string,
    schema: schema,
  ): v.InferOutput<schema> {
    const key = `${kind}:${name}`
    let object = schemas.get(key)
    if (!object) {
      object = v.object({ [name]: schema })
      schemas.set(key, object)
    }
    return (parseQuery(object, { [name]: values[name] }) as Record<string, unknown>)[
      name
    ] as v.InferOutput<schema>
  }
  return {
    string: (name) => read(name, 'string', queryText),
    chainId: (name) => read(name, 'chainId', chainIdSchema),
    currency: () => read('currency', 'currency', currencySchema),
    flag: (name) => read(name, 'flag', flagSchema),
  }
}

/** Checks a 0x address given as parameter `name` and answers it in lower case. */
export function parseAddressParameter(name: string, value: string): `0x${string}` {
  if (!addressPattern.test(value))
    throw new InvalidParameterError(
      name,
      `must be a 0x address of 40 hex digits, got ${quote(value)}`,
    )
  return value.toLowerCase() as `0x${string}`
}
