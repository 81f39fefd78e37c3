// A stand-in for the Latchkey server's data API in core's unit tests: a `fetch` that answers
// the data routes from tables the test sets, records every request, and fails when told. It
// covers the client side only (query parameters, caching, retries, state); the real server and
// its answers are covered by packages/server's tests and the browser tests in e2e/.
import type { BalanceResponse, HistoryResponse, IdentityResponse } from '../src/data/dataApi.js'

/** What the stand-in answers; each route may be replaced by a status to fail with. */
export type DataApiStubRoutes = {
  supportedChains?: string[] | number
  /** By `${chainId}:${address}`. */
  balances?: Record<string, BalanceResponse['balances']> | number
  /** Pages by cursor ('' for the first page). */
  history?: Record<string, HistoryResponse> | number
  /** By lower-case address. */
  identities?: Record<string, IdentityResponse> | number
  /** Addresses by lower-case name (`/v1/profile/account/{name}`); others answer 404. */
  names?: Record<string, string> | number
  /**
   * Gas prices in wei by CAIP-2 id (`/v1/convert/gas-price`); another chain is refused as the
   * server refuses a chain it has no swap market on.
   */
  gasPrices?: Record<string, bigint> | number
}

/** The stand-in: its fetch, the requests it got, and its routes (change them at will). */
export function createDataApiStub(routes: DataApiStubRoutes = {}) {
  const requests: URL[] = []
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  const fail = (status: number) => json({ error: { code: 'X', message: 'failed' } }, status)
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(String(input))
    requests.push(url)
    const path = url.pathname
    if (path === '/v1/supported-chains') {
      const chains = routes.supportedChains ?? ['eip155:31337']
      return typeof chains === 'number' ? fail(chains) : json({ http: chains, ws: [] })
    }
    let match = /^\/v1\/account\/([^/]+)\/balance$/.exec(path)
    if (match) {
      const table = routes.balances ?? {}
      if (typeof table === 'number') return fail(table)
      return json({ balances: table[`${url.searchParams.get('chainId')}:${match[1]}`] ?? [] })
    }
    match = /^\/v1\/account\/([^/]+)\/history$/.exec(path)
    if (match) {
      const pages = routes.history ?? {}
      if (typeof pages === 'number') return fail(pages)
      return json(pages[url.searchParams.get('cursor') ?? ''] ?? { data: [], next: null })
    }
    match = /^\/v1\/identity\/([^/]+)$/.exec(path)
    if (match) {
      const table = routes.identities ?? {}
      if (typeof table === 'number') return fail(table)
      return json(table[match[1]!.toLowerCase()] ?? { name: null, avatar: null })
    }
    match = /^\/v1\/profile\/account\/([^/]+)$/.exec(path)
    if (match) {
      const table = routes.names ?? {}
      if (typeof table === 'number') return fail(table)
      const name = decodeURIComponent(match[1]!)
      const address = table[name]
      if (!address) return fail(404)
      return json({ name, addresses: { '60': { address } }, attributes: {} })
    }
    if (path === '/v1/convert/gas-price') {
      const table = routes.gasPrices ?? {}
      if (typeof table === 'number') return fail(table)
      const standard = table[url.searchParams.get('chainId') ?? '']
      if (standard === undefined)
        return json(
          {
            error: {
              code: 'NETWORK_NOT_SUPPORTED',
              message: 'Network not supported for Gas Price',
            },
          },
          400,
        )
      const above = (percent: bigint) => String((standard * percent) / 100n)
      return json({ standard: String(standard), fast: above(110n), instant: above(125n) })
    }
    return fail(404)
  }
  const count = (pattern: RegExp) => requests.filter((url) => pattern.test(url.pathname)).length
  return { fetch: fetch as typeof globalThis.fetch, requests, routes, count }
}
