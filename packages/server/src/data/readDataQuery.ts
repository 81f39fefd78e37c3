import { isChainNamespace, parseCaipNetworkId } from '@latchkey/core/internal'
import { InvalidParameterError } from '../errors/parameter.js'
import { quoteValue as quote } from '../http/parseQuery.js'

/** The currencies prices are quoted in: the reference prices are in US dollars. */
const dataCurrencies = ['usd'] as const

const addressPattern = /^0x[0-9a-fA-F]{40}$/

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

/** Wraps a request's query in the readers of the data routes. */
export function readDataQuery(query: unknown): DataQueryReader {
  const values = (query ?? {}) as Record<string, unknown>
  const string = (name: string) => {
    const value = values[name]
    if (Array.isArray(value))
      throw new InvalidParameterError(name, `must be given once, got it ${value.length} times`)
    return typeof value === 'string' && value !== '' ? value : undefined
  }
  return {
    string,
    chainId(name) {
      const value = string(name)
      if (value === undefined) return undefined
      return parseChainIdParameter(name, value)
    },
    currency() {
      const value = string('currency')?.toLowerCase() ?? 'usd'
      const currency = dataCurrencies.find((known) => known === value)
      if (!currency)
        throw new InvalidParameterError(
          'currency',
          `must be one of ${dataCurrencies.join(', ')}, got ${quote(value)}`,
        )
      return currency
    },
    flag(name) {
      const value = string(name)
      if (value === undefined || value === 'false') return false
      if (value === 'true') return true
      throw new InvalidParameterError(name, `must be true or false, got ${quote(value)}`)
    },
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

/** Checks a CAIP-2 id given as parameter `name`: well formed, of a namespace Latchkey knows. */
function parseChainIdParameter(name: string, value: string): string {
  let namespace: string
  try {
    namespace = parseCaipNetworkId(value).namespace
  } catch {
    throw new InvalidParameterError(
      name,
      `must be a CAIP-2 network id such as eip155:1, got ${quote(value)}`,
    )
  }
  if (!isChainNamespace(namespace))
    throw new InvalidParameterError(
      name,
      `names an unknown chain namespace ${quote(namespace)} (known: eip155, solana, bip122, polkadot)`,
    )
  return value
}
