import type { ChainNamespace } from '../caip/namespaces.js'
import { type CaipAddress, parseCaipAddress } from '../caip/parseCaipAddress.js'
import type { CaipNetworkId } from '../caip/parseCaipNetworkId.js'
import {
  activeCaipNetworkIdStorageKey,
  connectedAccountsStorageKey,
  connectorIdsStorageKey,
} from '../connection/storageKeys.js'
import { getDefaultStorage, type StorageLike } from './createStorage.js'

/** The stored values a server needs to render a connected page: these go in cookies. */
const cookieKeys = [
  connectorIdsStorageKey,
  connectedAccountsStorageKey,
  activeCaipNetworkIdStorageKey,
]
const prefix = 'latchkey.'
const isCookieKey = (key: string) => cookieKeys.some((name) => key === `${prefix}${name}`)

export type CookieStorageParameters = {
  /** Where the values a server does not need go; default `localStorage` when the page has one. */
  fallback?: StorageLike | undefined
  /** How long the cookies last, in seconds; default 30 days. */
  maxAge?: number | undefined
}

/**
 * Storage for server-rendered apps (Next.js): the connection (wallet, account, network) goes in
 * cookies, which the server reads with `cookieToInitialState` to render the connected button;
 * everything else goes to `fallback`. Pass it as `createLatchkey({ storage: cookieStorage() })`.
 */
export function cookieStorage(parameters: CookieStorageParameters = {}): StorageLike {
  const fallback = parameters.fallback ?? getDefaultStorage()
  const maxAge = parameters.maxAge ?? 30 * 24 * 60 * 60
  const write = (key: string, value: string, age: number) => {
    if (typeof document === 'undefined') return
    document.cookie = `${key}=${encodeURIComponent(value)}; Path=/; Max-Age=${age}; SameSite=Lax`
  }
  return {
    getItem(key) {
      if (!isCookieKey(key)) return fallback?.getItem(key) ?? null
      if (typeof document === 'undefined') return null
      return readCookies(document.cookie).get(key) ?? null
    },
    setItem(key, value) {
      if (isCookieKey(key)) write(key, value, maxAge)
      else fallback?.setItem(key, value)
    },
    removeItem(key) {
      if (isCookieKey(key)) write(key, '', 0)
      else fallback?.removeItem(key)
    },
  }
}

/** What the server knew of the connection when it rendered (from `cookieToInitialState`). */
export type LatchkeyInitialState = {
  connections: ReadonlyArray<{
    namespace: ChainNamespace
    connectorId: string
    caipAddress: CaipAddress
  }>
  activeCaipNetworkId?: CaipNetworkId | undefined
}

/**
 * Reads the connection `cookieStorage` kept from a request's Cookie header, for
 * `createLatchkey({ initialState })`: the server and the hydrating page then both render the
 * connected button, and the page reconnects the wallet behind it. Undefined without a connection.
 */
export function cookieToInitialState(
  cookieHeader: string | null | undefined,
): LatchkeyInitialState | undefined {
  const cookies = readCookies(cookieHeader ?? '')
  const read = (name: string): unknown => {
    try {
      const parsed = JSON.parse(cookies.get(`${prefix}${name}`) ?? 'null') as {
        v?: unknown
        value?: unknown
      } | null
      return parsed?.v === 1 ? parsed.value : undefined
    } catch {
      return undefined
    }
  }
  const connectorIds = asRecord(read(connectorIdsStorageKey))
  const accounts = asRecord(read(connectedAccountsStorageKey))
  const connections = Object.entries(connectorIds).flatMap(([namespace, connectorId]) => {
    const caipAddress = accounts[namespace]
    if (typeof connectorId !== 'string' || typeof caipAddress !== 'string') return []
    try {
      if (parseCaipAddress(caipAddress).namespace !== namespace) return []
    } catch {
      return []
    }
    return [
      {
        namespace: namespace as ChainNamespace,
        connectorId,
        caipAddress: caipAddress as CaipAddress,
      },
    ]
  })
  if (connections.length === 0) return undefined
  const active = read(activeCaipNetworkIdStorageKey)
  return {
    connections,
    activeCaipNetworkId: typeof active === 'string' ? (active as CaipNetworkId) : undefined,
  }
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
}

function readCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const part of header.split(';')) {
    const index = part.indexOf('=')
    if (index < 0) continue
    const name = part.slice(0, index).trim()
    if (!name.startsWith(prefix)) continue
    try {
      cookies.set(name, decodeURIComponent(part.slice(index + 1).trim()))
    } catch {
      // A value another app wrote badly: skipped.
    }
  }
  return cookies
}
