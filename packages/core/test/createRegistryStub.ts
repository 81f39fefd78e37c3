// A stand-in for the wallet listing service in core's unit tests: `fetch` answers GET /getWallets
// (page, entries, include, exclude, search; chains ignored) over an in-memory catalog,
// /getWalletImage/{id} with a tiny SVG, and /getAnalyticsConfig. It covers what the client does
// with the answers, not the server: the real server is tested with core's registry client in
// packages/server (registryClient.test.ts) and in e2e/.
import type { RegistryWallet } from '../src/registry/registryApi.js'

/** The registry's base URL in these tests. */
export const registryStubUrl = 'http://registry.test'

/** A catalog entry named `name`, with an id made from it. */
export function registryWallet(name: string, fields: Partial<RegistryWallet> = {}): RegistryWallet {
  const id = name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  return {
    id,
    name,
    image_id: id,
    rdns: null,
    chains: ['eip155:*'],
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    homepage: `https://${id}.example/`,
    app_store: null,
    play_store: null,
    chrome_store: null,
    badge_type: 'none',
    ...fields,
  }
}

/** Answers the registry's requests from `catalog`; records what was asked. */
export function createRegistryStub(catalog: readonly RegistryWallet[]) {
  const requests: URL[] = []
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
  const fetch = async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    requests.push(url)
    if (url.pathname.startsWith('/getWalletImage/'))
      return new Response('<svg xmlns="http://www.w3.org/2000/svg"/>', {
        headers: { 'content-type': 'image/svg+xml' },
      })
    if (url.pathname === '/getAnalyticsConfig') return json({ isAnalyticsEnabled: false })
    const list = (name: string) => url.searchParams.get(name)?.split(',').filter(Boolean) ?? []
    const include = list('include')
    const exclude = list('exclude')
    const search = url.searchParams.get('search')?.toLowerCase()
    let matched = include.length
      ? include.flatMap((id) => catalog.filter((wallet) => wallet.id === id))
      : [...catalog]
    matched = matched.filter((wallet) => !exclude.includes(wallet.id))
    if (search) matched = matched.filter((wallet) => wallet.name.toLowerCase().includes(search))
    const page = Number(url.searchParams.get('page') ?? 1)
    const entries = Number(url.searchParams.get('entries') ?? 40)
    return json({
      data: matched.slice((page - 1) * entries, page * entries),
      count: matched.length,
    })
  }
  return { fetch, requests }
}
