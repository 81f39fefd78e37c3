// A stand-in for the wallet listing service in the view tests: `fetch` answers GET /getWallets
// (page, entries, include, exclude, search; chains ignored) over an in-memory catalog,
// /getWalletImage/{id} with a tiny SVG, and /getAnalyticsConfig. It covers what the views do with
// the answers, not the server: the real server, with its real catalog and project checks, is
// tested with core's registry client in packages/server (registryClient.test.ts) and in e2e/.
import type { RegistryWallet } from '@latchkey/core/modal'

/** The registry's base URL in view tests. */
export const registryUrl = 'http://registry.test'

/** A catalog entry named `name`, with an id made from it. */
function registryWallet(name: string, fields: Partial<RegistryWallet> = {}): RegistryWallet {
  const id = name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  return {
    id,
    name,
    image_id: id.padEnd(64, '0').slice(0, 64),
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

/** A catalog of well-known names, then `Wallet 1` ... up to `size` entries. */
export function createCatalog(size = 52): RegistryWallet[] {
  const named = [
    registryWallet('MetaMask', { rdns: 'io.metamask', chrome_store: 'https://chrome.example/mm' }),
    registryWallet('Rainbow', { rdns: 'me.rainbow' }),
    registryWallet('Zerion'),
    registryWallet('Rabby', { rdns: 'io.rabby' }),
    registryWallet('Frame', { desktop_link: 'frame://' }),
  ]
  const rest = Array.from({ length: Math.max(0, size - named.length) }, (_, index) =>
    registryWallet(`Wallet ${index + 1}`),
  )
  return [...named, ...rest].slice(0, size)
}

/** What the stand-in should do instead of answering. */
type RegistryFailure = { status: number; body?: unknown }

/** A fetch over `catalog`, recording every URL; `fail` makes getWallets answer an error. */
export function createRegistryFetch(catalog: RegistryWallet[] = createCatalog()) {
  const requests: URL[] = []
  const state = { fail: undefined as RegistryFailure | undefined, delay: 0 }
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    })
  const fetch = async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(String(input))
    requests.push(url)
    if (state.delay) await new Promise((resolve) => setTimeout(resolve, state.delay))
    if (url.pathname.startsWith('/getWalletImage/'))
      return new Response('<svg xmlns="http://www.w3.org/2000/svg"/>', {
        headers: { 'content-type': 'image/svg+xml' },
      })
    if (url.pathname === '/getAnalyticsConfig') return json(200, { isAnalyticsEnabled: false })
    if (url.pathname !== '/getWallets') return json(404, { error: { code: 'NOT_FOUND' } })
    if (state.fail) return json(state.fail.status, state.fail.body ?? {})
    const list = (name: string) => url.searchParams.get(name)?.split(',') ?? []
    const include = list('include')
    const exclude = list('exclude')
    const search = url.searchParams.get('search')?.toLowerCase()
    let matched = include.length
      ? include.flatMap((id) => catalog.filter((wallet) => wallet.id === id))
      : catalog
    matched = matched.filter((wallet) => !exclude.includes(wallet.id))
    if (search) matched = matched.filter((wallet) => wallet.name.toLowerCase().includes(search))
    const page = Number(url.searchParams.get('page') ?? 1)
    const entries = Number(url.searchParams.get('entries') ?? 40)
    return json(200, {
      data: matched.slice((page - 1) * entries, page * entries),
      count: matched.length,
    })
  }
  const wallets = () => requests.filter((request) => request.pathname === '/getWallets')
  return { fetch, requests, wallets, state }
}
