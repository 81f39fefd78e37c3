import * as v from 'valibot'
import { DataConfigError } from '../errors/data.js'
import { defaultServerNamespaces } from '../namespaces/defaultServerNamespaces.js'
import { getServerNamespace } from '../namespaces/getServerNamespace.js'
import { fieldsObject } from '../schemas/fieldsObject.js'
import type { DataConfig, DataNativeCurrency } from './DataConfig.js'

const ether: DataNativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const caip2Pattern = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const addressPattern = /^0x[0-9a-fA-F]{40}$/

/** An empty configuration: every chain has its namespace's coin and no tokens, and nothing has a price. */
export const emptyDataConfig: DataConfig = { chains: {}, prices: {}, names: [] }

const isPlainObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const text = v.custom<string>(
  (value) => typeof value === 'string' && value.trim() !== '' && value.length <= 100,
  'must be text of 1 to 100 characters',
)
const decimals = v.custom<number>(
  (value) => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 36,
  'must be an integer from 0 to 36',
)
const address = v.pipe(
  v.custom<string>(
    (value) => typeof value === 'string' && addressPattern.test(value),
    'must be a 0x address of 40 hex digits',
  ),
  v.transform((value) => value.toLowerCase() as `0x${string}`),
)
const url = v.optional(
  v.custom<string>((value) => {
    const protocol = typeof value === 'string' && URL.canParse(value) ? new URL(value).protocol : ''
    return protocol === 'http:' || protocol === 'https:' || protocol === 'data:'
  }, 'must be an http, https or data URL'),
)
const list = <item extends v.GenericSchema>(item: item) =>
  v.optional(v.array(item, 'must be a list'), () => [])

// Absent: the chain's namespace's coin (Ether on eip155, SOL, BTC, DOT), filled in below.
const nativeCurrency = v.optional(
  fieldsObject(
    { name: text, symbol: text, decimals, iconUrl: url },
    'must be an object with name, symbol and decimals',
  ),
)
const addressProblem = 'must be a 0x address of 40 hex digits (a base58 address on solana)'
const base58AddressPattern = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
// A token's address: 0x (lower-cased), or a Solana mint (base58, case-sensitive), which only a
// solana chain may list (checked with the chain's id below).
const tokenAddress = v.pipe(
  v.custom<string>(
    (value) =>
      typeof value === 'string' && (addressPattern.test(value) || base58AddressPattern.test(value)),
    addressProblem,
  ),
  v.transform(
    (value) => (addressPattern.test(value) ? value.toLowerCase() : value) as `0x${string}`,
  ),
)
const token = fieldsObject(
  { address: tokenAddress, name: text, symbol: text, decimals, iconUrl: url },
  'must be an object with address, name, symbol and decimals',
)
const nft = fieldsObject(
  {
    spam: v.pipe(
      v.unknown(),
      v.check(
        (value) => value === undefined || typeof value === 'boolean',
        'must be true or false',
      ),
      v.transform((value) => value === true),
    ),
    address,
    name: v.optional(text),
    previewUrl: url,
  },
  'must be an object with an address',
)
const startBlock = v.optional(
  v.custom<number | 'latest'>(
    (value) => value === 'latest' || (Number.isSafeInteger(value) && (value as number) >= 0),
    "must be a block number or 'latest'",
  ),
  0,
)
// A Uniswap V2 market on the chain: its router and the ERC-20s it swaps (with the native coin).
const market = v.optional(
  fieldsObject({ router: address, tokens: list(token) }, 'must be an object with a router'),
)
// ENS on the chain: where its UniversalResolver is.
const ens = v.optional(
  fieldsObject({ universalResolver: address }, 'must be an object with a universalResolver'),
)
const chain = fieldsObject(
  { nativeCurrency, tokens: list(token), nfts: list(nft), startBlock, market, ens },
  'must be an object',
)

// Dotted labels of lower-case letters, digits and hyphens: 'bob.latchkey.eth'.
const namePattern = /^[\p{Ll}\p{N}-]+(\.[\p{Ll}\p{N}-]+)+$/u
const name = fieldsObject(
  {
    name: v.pipe(
      text,
      v.check(
        (value) => namePattern.test(value),
        "must be a lower-case dotted name such as 'bob.latchkey.eth'",
      ),
    ),
    address,
    avatar: url,
  },
  'must be an object with name and address',
)

const hostName = v.pipe(
  text,
  v.check(
    (value) => /^[a-z0-9.-]+$/i.test(value) || /^\[[0-9a-f:]+\]$/i.test(value),
    "must be a host name such as '127.0.0.1', without scheme or port",
  ),
  v.transform((value) => value.toLowerCase()),
)

/** A data API configuration file: chains keyed by CAIP-2 id, USD prices, and account names. */
const dataConfigSchema = v.pipe(
  v.custom<Record<string, unknown>>(isPlainObject, 'the top level must be an object'),
  // Absent or null: none.
  v.object({
    chains: v.nullish(
      v.pipe(
        v.custom<Record<string, unknown>>(isPlainObject, 'must be an object keyed by CAIP-2 id'),
        v.record(
          v.pipe(v.string(), v.regex(caip2Pattern, 'is not keyed by a CAIP-2 id such as eip155:1')),
          chain,
        ),
        v.rawCheck(({ dataset, addIssue }) => {
          if (!dataset.typed) return
          for (const [id, settings] of Object.entries(dataset.value)) {
            // Tokens of EVM chains are ERC-20s read with viem: their addresses must be 0x ones.
            if (!getServerNamespace(defaultServerNamespaces, id)?.createEvmClient) continue
            settings.tokens.forEach((entry, index) => {
              if (addressPattern.test(entry.address)) return
              const at = (key: string | number, value: unknown) =>
                ({
                  type: typeof key === 'number' ? 'array' : 'object',
                  origin: 'value',
                  input: dataset.value,
                  key,
                  value,
                }) as v.IssuePathItem
              addIssue({
                message: addressProblem,
                path: [
                  at(id, settings),
                  at('tokens', settings.tokens),
                  at(index, entry),
                  at('address', entry.address),
                ],
              })
            })
          }
        }),
        v.transform((chains) =>
          Object.fromEntries(
            Object.entries(chains).map(([id, settings]) => [
              id,
              {
                ...settings,
                nativeCurrency:
                  settings.nativeCurrency ??
                  getServerNamespace(defaultServerNamespaces, id)?.balances?.nativeCurrency ??
                  ether,
              },
            ]),
          ),
        ),
      ),
      () => ({}),
    ),
    prices: v.nullish(
      v.pipe(
        v.custom<Record<string, unknown>>(isPlainObject, 'must be an object of USD prices'),
        v.record(
          v.string(),
          v.custom<number>(
            (price) => typeof price === 'number' && Number.isFinite(price) && price >= 0,
            'must be a number of 0 or more',
          ),
        ),
        // Asset ids (eip155:1:0x…) are lower case, symbols upper case.
        v.transform((prices) =>
          Object.fromEntries(
            Object.entries(prices).map(([key, price]) => [
              key.includes(':') ? key.toLowerCase() : key.toUpperCase(),
              price,
            ]),
          ),
        ),
      ),
      () => ({}),
    ),
    names: v.nullish(list(name), () => []),
    avatarHosts: v.nullish(v.array(hostName, 'must be a list')),
  }),
)

/**
 * Checks a data API configuration as the JSON file holds it and fills in defaults; throws a
 * DataConfigError listing every problem, each naming where it is.
 */
export function parseDataConfig(value: unknown, source = 'data configuration'): DataConfig {
  const result = v.safeParse(dataConfigSchema, value)
  if (result.success) {
    const { chains, prices, names, avatarHosts } = result.output
    return { chains, prices, names, ...(avatarHosts ? { avatarHosts } : {}) }
  }
  throw new DataConfigError(
    source,
    result.issues.map((issue) => {
      const path = formatPath(issue.path)
      return path ? `${path} ${issue.message}` : issue.message
    }),
  )
}

// `chains["eip155:1"].tokens[0].name`: list indexes in brackets; otherwise the second key is a
// record's (a chain id or a price key, valibot names both "object"), quoted in brackets.
function formatPath(path: v.IssuePathItem[] | undefined): string {
  return (path ?? [])
    .map((item, index) => {
      if (typeof item.key === 'number') return `[${item.key}]`
      if (index === 1) return `["${String(item.key)}"]`
      return `${index > 0 ? '.' : ''}${String(item.key)}`
    })
    .join('')
}
