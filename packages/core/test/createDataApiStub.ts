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
  /**
   * The name service (`/v1/profile/suggestions`, `/reverse`, `POST /account`): full names taken,
   * by lower-case name to the owner's address. A registration adds to it.
   */
  registered?: Record<string, string> | number
  /** Makes `POST /v1/profile/account` fail with this status and message. */
  registerError?: { status: number; message: string } | undefined
}

/** The suffix of the stand-in's names (the server's default). */
export const stubNameSuffix = 'latchkey.eth'

/** The stand-in: its fetch, the requests it got, and its routes (change them at will). */
export function createDataApiStub(routes: DataApiStubRoutes = {}) {
  const requests: URL[] = []
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  const fail = (status: number) => json({ error: { code: 'X', message: 'failed' } }, status)
  /** The bodies `POST /v1/profile/account` got. */
  const registrations: unknown[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    requests.push(url)
    const path = url.pathname
    const names = nameRoute(path, init)
    if (names) return names
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
  // The name service's routes, or undefined for another path.
  function nameRoute(path: string, init: RequestInit | undefined) {
    routes.registered ??= {}
    const table = routes.registered
    let match = /^\/v1\/profile\/suggestions\/([^/]+)$/.exec(path)
    if (match) {
      if (typeof table === 'number') return fail(table)
      const label = decodeURIComponent(match[1]!).replace(`.${stubNameSuffix}`, '')
      const entry = (name: string) => ({ name, registered: name in table })
      const variations = ['1', '2', 'x'].map((end) => `${label}${end}.${stubNameSuffix}`)
      return json({
        suggestions: [entry(`${label}.${stubNameSuffix}`), ...variations.map(entry)],
      })
    }
    match = /^\/v1\/profile\/reverse\/([^/]+)$/.exec(path)
    if (match) {
      if (typeof table === 'number') return fail(table)
      const address = match[1]!.toLowerCase()
      return json(
        Object.entries(table)
          .filter(([, owner]) => owner.toLowerCase() === address)
          .map(([name, owner]) => ({
            name,
            addresses: { '60': { address: owner } },
            attributes: {},
          })),
      )
    }
    if (path === '/v1/profile/account' && init?.method === 'POST') {
      if (typeof table === 'number') return fail(table)
      const body = JSON.parse(String(init.body)) as { address: string; message: string }
      registrations.push(body)
      if (routes.registerError) {
        const { status, message } = routes.registerError
        return json({ error: { code: 'REFUSED', message } }, status)
      }
      const { name } = JSON.parse(body.message) as { name: string }
      table[name] = body.address
      return json({ success: true, name })
    }
    return undefined
  }
  const count = (pattern: RegExp) => requests.filter((url) => pattern.test(url.pathname)).length
  return { fetch: fetch as typeof globalThis.fetch, requests, routes, count, registrations }
}
