import { DataConfigError } from '../errors/data.js'
import type {
  DataChainConfig,
  DataConfig,
  DataNativeCurrency,
  DataNftCollection,
  DataToken,
} from './DataConfig.js'

const ether: DataNativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const caip2Pattern = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const addressPattern = /^0x[0-9a-fA-F]{40}$/

/** An empty configuration: every chain has Ether and no tokens, and nothing has a price. */
export const emptyDataConfig: DataConfig = { chains: {}, prices: {} }

/**
 * Checks a data API configuration as the JSON file holds it and fills in defaults; throws a
 * DataConfigError listing every problem, each naming where it is.
 */
export function parseDataConfig(value: unknown, source = 'data configuration'): DataConfig {
  const problems: string[] = []
  const problem = (path: string, text: string) => {
    problems.push(`${path} ${text}`)
  }
  if (!isObject(value)) throw new DataConfigError(source, ['the top level must be an object'])
  const chains: Record<string, DataChainConfig> = {}
  const chainsValue = value.chains ?? {}
  if (!isObject(chainsValue)) problem('chains', 'must be an object keyed by CAIP-2 id')
  else
    for (const [id, chainValue] of Object.entries(chainsValue)) {
      const path = `chains["${id}"]`
      if (!caip2Pattern.test(id)) problem(path, 'is not keyed by a CAIP-2 id such as eip155:1')
      if (!isObject(chainValue)) {
        problem(path, 'must be an object')
        continue
      }
      chains[id] = {
        nativeCurrency:
          chainValue.nativeCurrency === undefined
            ? ether
            : readCurrency(chainValue.nativeCurrency, `${path}.nativeCurrency`, problem),
        tokens: readList(chainValue.tokens, `${path}.tokens`, problem, readToken),
        nfts: readList(chainValue.nfts, `${path}.nfts`, problem, readNft),
        startBlock: readStartBlock(chainValue.startBlock, `${path}.startBlock`, problem),
      }
    }
  const prices: Record<string, number> = {}
  const pricesValue = value.prices ?? {}
  if (!isObject(pricesValue)) problem('prices', 'must be an object of USD prices')
  else
    for (const [key, price] of Object.entries(pricesValue)) {
      if (typeof price !== 'number' || !Number.isFinite(price) || price < 0)
        problem(`prices["${key}"]`, 'must be a number of 0 or more')
      else prices[key.includes(':') ? key.toLowerCase() : key.toUpperCase()] = price
    }
  if (problems.length > 0) throw new DataConfigError(source, problems)
  return { chains, prices }
}

type Report = (path: string, text: string) => void

function readCurrency(value: unknown, path: string, problem: Report): DataNativeCurrency {
  if (!isObject(value)) {
    problem(path, 'must be an object with name, symbol and decimals')
    return ether
  }
  return {
    name: readText(value.name, `${path}.name`, problem),
    symbol: readText(value.symbol, `${path}.symbol`, problem),
    decimals: readDecimals(value.decimals, `${path}.decimals`, problem),
    iconUrl: readUrl(value.iconUrl, `${path}.iconUrl`, problem),
  }
}

function readToken(value: unknown, path: string, problem: Report): DataToken | undefined {
  if (!isObject(value)) {
    problem(path, 'must be an object with address, name, symbol and decimals')
    return undefined
  }
  return {
    address: readAddress(value.address, `${path}.address`, problem),
    name: readText(value.name, `${path}.name`, problem),
    symbol: readText(value.symbol, `${path}.symbol`, problem),
    decimals: readDecimals(value.decimals, `${path}.decimals`, problem),
    iconUrl: readUrl(value.iconUrl, `${path}.iconUrl`, problem),
  }
}

function readNft(value: unknown, path: string, problem: Report): DataNftCollection | undefined {
  if (!isObject(value)) {
    problem(path, 'must be an object with an address')
    return undefined
  }
  if (value.spam !== undefined && typeof value.spam !== 'boolean')
    problem(`${path}.spam`, 'must be true or false')
  return {
    address: readAddress(value.address, `${path}.address`, problem),
    name: value.name === undefined ? undefined : readText(value.name, `${path}.name`, problem),
    previewUrl: readUrl(value.previewUrl, `${path}.previewUrl`, problem),
    spam: value.spam === true,
  }
}

function readList<item>(
  value: unknown,
  path: string,
  problem: Report,
  read: (value: unknown, path: string, problem: Report) => item | undefined,
): item[] {
  if (value === undefined) return []
  if (!Array.isArray(value)) {
    problem(path, 'must be a list')
    return []
  }
  return value.flatMap((entry, index) => {
    const item = read(entry, `${path}[${index}]`, problem)
    return item === undefined ? [] : [item]
  })
}

function readStartBlock(value: unknown, path: string, problem: Report): number | 'latest' {
  if (value === undefined) return 0
  if (value === 'latest' || (Number.isSafeInteger(value) && (value as number) >= 0))
    return value as number | 'latest'
  problem(path, "must be a block number or 'latest'")
  return 0
}

function readText(value: unknown, path: string, problem: Report): string {
  if (typeof value === 'string' && value.trim() !== '' && value.length <= 100) return value
  problem(path, 'must be text of 1 to 100 characters')
  return ''
}

function readDecimals(value: unknown, path: string, problem: Report): number {
  if (Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 36)
    return value as number
  problem(path, 'must be an integer from 0 to 36')
  return 0
}

function readAddress(value: unknown, path: string, problem: Report): `0x${string}` {
  if (typeof value === 'string' && addressPattern.test(value))
    return value.toLowerCase() as `0x${string}`
  // A Solana mint (base58, case-sensitive): only the Solana reader asks a node about it.
  if (typeof value === 'string' && base58AddressPattern.test(value) && path.includes('"solana:'))
    return value as `0x${string}`
  problem(path, 'must be a 0x address of 40 hex digits (a base58 address on solana)')
  return '0x'
}

const base58AddressPattern = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

function readUrl(value: unknown, path: string, problem: Report): string | undefined {
  if (value === undefined) return undefined
  const protocol = typeof value === 'string' && URL.canParse(value) ? new URL(value).protocol : ''
  if (protocol === 'http:' || protocol === 'https:' || protocol === 'data:') return value as string
  problem(path, 'must be an http, https or data URL')
  return undefined
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
