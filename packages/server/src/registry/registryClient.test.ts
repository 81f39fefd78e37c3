// The widget's side of the wallet listing service (@latchkey/core's registry client, image loader
// and `client.registry`) against this real server on a fresh PGlite folder, with the catalog it
// seeds from data/wallets.json. The client runs in Node: a page's Origin header is added by a
// fetch wrapper where a test needs one (a browser sends it itself; e2e/registry.spec.ts covers that).
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type Connector,
  createAdapter,
  createInjectedSource,
  createLatchkey,
  defineNetwork,
  getConnectors,
  getToast,
  type LatchkeyClient,
} from '@latchkey/core'
import { ProjectConfigurationError } from '@latchkey/core/errors'
import {
  getWalletImage,
  getWalletRegistry,
  loadMoreWallets,
  loadWalletImage,
  loadWalletLists,
  searchAllWallets,
  setLegalAccepted,
  watchWalletImages,
  watchWalletRegistry,
} from '@latchkey/core/modal'
import {
  createImageLoader,
  createRegistryClient,
  registryLimits,
  projectErrors as widgetProjectErrors,
} from '@latchkey/core/protocol'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { loadConfig } from '../config.js'
import { addProject } from '../projects/addProject.js'
import { projectErrors } from '../projects/projectErrorCodes.js'
import { type StartServerReturnType, startServer } from '../startServer.js'

const devnet = defineNetwork({
  id: 31337,
  chainNamespace: 'eip155',
  name: 'Latchkey Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})

let dataDir: string
let running: StartServerReturnType
let url: string
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'latchkey-registry-client-'))
  running = await startServer({
    config: loadConfig({
      LATCHKEY_PORT: '0',
      LATCHKEY_DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      LATCHKEY_ANALYTICS: 'on',
    }),
  })
  url = running.url
})
afterAll(async () => {
  await running?.close()
  await rm(dataDir, { recursive: true, force: true })
})

const clients: LatchkeyClient[] = []
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
  vi.restoreAllMocks()
})

/** A fetch that records each URL asked for and can send a page's Origin header. */
function recordingFetch(origin?: string) {
  const urls: URL[] = []
  const fetch: typeof globalThis.fetch = (input, init) => {
    urls.push(new URL(String(input)))
    const headers = new Headers(init?.headers)
    if (origin) headers.set('origin', origin)
    return globalThis.fetch(input, { ...init, headers })
  }
  return { fetch, urls }
}

/** A real client whose adapter announces `connectors` (the wallets "installed" in the page). */
function setupClient(
  options: Partial<Parameters<typeof createLatchkey>[0]> = {},
  connectors: Connector[] = [],
) {
  const adapter = createAdapter({
    namespace: 'eip155',
    injectedSource: createInjectedSource({
      namespace: 'eip155',
      setup: () => ({
        watchConnectors(onChange) {
          onChange(connectors)
          return () => {}
        },
        findProvider: async () => undefined,
        getProvider: () => undefined,
        requestAccess: async () => ({ accounts: ['0x1'], chainId: 31337 }),
        getAccess: async () => null,
      }),
    }),
    setup: () => ({
      attach: async () => ({ address: '0x1', chainId: 31337, accounts: [] }),
      detach: () => {},
      switchNetwork: async () => {},
      getBalance: async () => ({ value: 0n, decimals: 18, symbol: 'ETH' }),
    }),
  })
  const client = createLatchkey({
    networks: [devnet],
    adapters: [adapter],
    storage: null,
    debug: false,
    registryUrl: url,
    ...options,
  })
  clients.push(client)
  return client
}

const groupNames = (client: LatchkeyClient) =>
  Object.fromEntries(
    getConnectors(client).groups.map((group) => [
      group.name,
      group.connectors.map((connector) => connector.name),
    ]),
  )

describe('createRegistryClient', () => {
  test('default: pages of 40 with the count, and st, sv and projectId on every call', async () => {
    const { fetch, urls } = recordingFetch()
    const registry = createRegistryClient({ baseUrl: url, projectId: 'p1', fetch })
    const first = await registry.getWallets({ entries: registryLimits.pageSize })
    expect(first.data).toHaveLength(40)
    expect(first.count).toBeGreaterThan(40)
    const second = await registry.getWallets({ page: 2, entries: 40 })
    expect(second.data).toHaveLength(first.count - 40)
    expect(new Set([...first.data, ...second.data].map((wallet) => wallet.id)).size).toBe(
      first.count,
    )
    expect(Object.fromEntries(urls[0]!.searchParams)).toMatchObject({
      projectId: 'p1',
      st: 'latchkey',
      sv: 'latchkey-core-0.1.0',
      entries: '40',
    })
  })

  test('parameters: include keeps its order, exclude, chains and search', async () => {
    const registry = createRegistryClient({ baseUrl: url })
    const ids = async (parameters: Parameters<typeof registry.getWallets>[0]) =>
      (await registry.getWallets(parameters)).data.map((wallet) => wallet.id)
    expect(await ids({ include: ['zerion', 'rainbow', 'metamask'] })).toEqual([
      'zerion',
      'rainbow',
      'metamask',
    ])
    expect(await ids({ include: ['zerion', 'rainbow'], exclude: ['rainbow'] })).toEqual(['zerion'])
    expect(await ids({ chains: ['cosmos:cosmoshub-4'] })).toEqual(['keplr'])
    expect(await ids({ search: 'RABB' })).toEqual(['rabby'])
    expect(
      (await registry.getWallets({ search: 'wallet', entries: 100 })).data.length,
    ).toBeLessThanOrEqual(100)
  })

  test('behavior: a wallet icon comes as image bytes; the loader fetches each icon once', async () => {
    const { fetch, urls } = recordingFetch()
    const registry = createRegistryClient({ baseUrl: url, fetch })
    const [metamask] = (await registry.getWallets({ include: ['metamask'] })).data
    const blob = await registry.getWalletImage(metamask!.image_id)
    expect(blob.type).toMatch(/^image\//)
    expect(blob.size).toBeGreaterThan(0)

    const loader = createImageLoader({ fetchImage: (id) => registry.getWalletImage(id) })
    const loads = await Promise.all([
      loader.load(metamask!.image_id),
      loader.load(metamask!.image_id),
    ])
    await loader.load(metamask!.image_id)
    expect(loads[0]).toMatch(/^data:image\/svg\+xml,/)
    expect(loads[1]).toBe(loads[0])
    const imageRequests = urls.filter((request) => request.pathname.startsWith('/getWalletImage/'))
    // One for getWalletImage above, one for the loader however often it was asked.
    expect(imageRequests).toHaveLength(2)
    loader.destroy()
  })

  test('behavior: getAnalyticsConfig answers the server setting', async () => {
    const registry = createRegistryClient({ baseUrl: url })
    expect(await registry.getAnalyticsConfig()).toEqual({ isAnalyticsEnabled: true })
  })
})

describe('the registry actions', () => {
  test('default: recommended wallets (installed ones left out), the count, analytics on', async () => {
    const installed: Connector = {
      id: 'io.metamask',
      name: 'MetaMask',
      type: 'ANNOUNCED',
      chain: 'eip155',
      info: { rdns: 'io.metamask' },
    }
    const client = setupClient({}, [installed])
    await loadWalletLists(client)
    const state = getWalletRegistry(client)
    expect(state.status).toBe('ready')
    // Every wallet with an eip155 chain (eip155:* in the catalog).
    const all = await createRegistryClient({ baseUrl: url }).getWallets({
      chains: ['eip155:31337'],
    })
    expect(state.count).toBe(all.count)
    await vi.waitFor(() => expect(getWalletRegistry(client).analyticsEnabled).toBe(true))
    const groups = groupNames(client)
    expect(groups.injected).toEqual(['MetaMask'])
    expect(groups.recommended).toHaveLength(4)
    expect(groups.recommended).not.toContain('MetaMask')
  })

  test('parameters: featuredWalletIds (4 at most), customWallets, includeWalletIds', async () => {
    const client = setupClient({
      featuredWalletIds: ['zerion', 'rainbow', 'rabby', 'frame', 'safe'],
      customWallets: [{ id: 'acme', name: 'Acme Wallet', homepage: 'https://acme.example' }],
      includeWalletIds: ['zerion', 'rainbow', 'rabby', 'frame', 'safe', 'argent', 'sequence'],
    })
    await loadWalletLists(client)
    expect(groupNames(client)).toMatchObject({
      featured: ['Zerion', 'Rainbow', 'Rabby', 'Frame'],
      custom: ['Acme Wallet'],
      // Included and never featured (the fifth featured wallet is in All Wallets, not here).
      recommended: ['Argent', 'Sequence Wallet'],
    })
    // 7 included registry wallets and the custom one.
    expect(getWalletRegistry(client).count).toBe(8)
  })

  test('parameters: excludeWalletIds hides the wallet everywhere, an installed one included', async () => {
    const installed: Connector = {
      id: 'io.metamask',
      name: 'MetaMask',
      type: 'ANNOUNCED',
      chain: 'eip155',
      info: { rdns: 'io.metamask' },
    }
    const client = setupClient({ excludeWalletIds: ['metamask'] }, [installed])
    await loadWalletLists(client)
    const groups = groupNames(client)
    expect(groups.injected).toEqual([])
    expect(Object.values(groups).flat()).not.toContain('MetaMask')
    await loadMoreWallets(client)
    await loadMoreWallets(client)
    expect(getWalletRegistry(client).pages.wallets.map((wallet) => wallet.id)).not.toContain(
      'metamask',
    )
  })

  test('behavior: watchWalletRegistry follows loads and the legal box; loadMoreWallets first loads once', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const client = setupClient()
    const seen: string[] = []
    const unwatch = watchWalletRegistry(client, {
      onChange: (state, previous) => {
        expect(state).not.toBe(previous)
        seen.push(state.status)
      },
    })
    await loadWalletLists(client)
    expect(seen.at(-1)).toBe('ready')
    expect(getWalletRegistry(client, { serverSnapshot: true }).status).toBe('idle')
    setLegalAccepted(client, true)
    expect(getWalletRegistry(client).legalAccepted).toBe(true)
    fetchSpy.mockClear()
    await Promise.all([
      loadMoreWallets(client, { first: true }),
      loadMoreWallets(client, { first: true }),
    ])
    await loadMoreWallets(client, { first: true })
    const pageCalls = fetchSpy.mock.calls.filter(([input]) =>
      new URL(String(input)).pathname.startsWith('/getWallets'),
    )
    // One request for the first page however many ask, and none once it is in.
    expect(pageCalls).toHaveLength(1)
    expect(getWalletRegistry(client).pages.page).toBe(1)
    unwatch()
    const count = seen.length
    setLegalAccepted(client, false)
    expect(seen).toHaveLength(count)
  })

  test('behavior: loadWalletImage fetches an icon once; watchWalletImages tells when it is in', async () => {
    const client = setupClient()
    await loadWalletLists(client)
    const imageId = getWalletRegistry(client).recommended[0]!.image_id
    expect(getWalletImage(client, imageId)).toBeUndefined()
    let loaded = 0
    const unwatch = watchWalletImages(client, { onChange: () => loaded++ })
    const [first, second] = await Promise.all([
      loadWalletImage(client, imageId),
      loadWalletImage(client, imageId),
    ])
    expect(first).toBe(second)
    expect(getWalletImage(client, imageId)).toBe(first)
    expect(loaded).toBe(1)
    unwatch()
  })

  test('behavior: loadMore loads page after page, fetching the icons of the first 20 of each', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const client = setupClient()
    await loadWalletLists(client)
    await loadMoreWallets(client)
    const { pages } = getWalletRegistry(client)
    expect(pages).toMatchObject({ page: 1, status: 'ready' })
    expect(pages.wallets).toHaveLength(40)
    const icons = () =>
      new Set(
        fetchSpy.mock.calls
          .map(([input]) => new URL(String(input)).pathname)
          .filter((path) => path.startsWith('/getWalletImage/')),
      )
    // The first 20 of the page, plus the recommended wallets' icons fetched by start().
    await vi.waitFor(() =>
      expect(
        pages.wallets
          .slice(0, 20)
          .every((wallet) => getWalletImage(client, wallet.image_id) !== undefined),
      ).toBe(true),
    )
    expect(getWalletImage(client, pages.wallets[39]!.image_id)).toBeUndefined()
    const before = icons().size
    await loadMoreWallets(client)
    const second = getWalletRegistry(client).pages
    expect(second.page).toBe(2)
    expect(second.wallets).toHaveLength(second.count!)
    // Once everything is loaded, another call asks for nothing.
    const calls = fetchSpy.mock.calls.length
    await loadMoreWallets(client)
    expect(fetchSpy.mock.calls.length).toBe(calls)
    await vi.waitFor(() => expect(icons().size).toBeGreaterThan(before))
  })

  test('behavior: search waits for a 300 ms pause, sends one request, and finds by part of the name', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const client = setupClient()
    const searches = () =>
      fetchSpy.mock.calls
        .map(([input]) => new URL(String(input)))
        .filter((request) => request.searchParams.has('search'))
    searchAllWallets(client, 'r')
    searchAllWallets(client, 'ra')
    searchAllWallets(client, 'rab')
    expect(getWalletRegistry(client).search).toMatchObject({ query: 'rab', status: 'waiting' })
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(searches()).toHaveLength(0)
    await vi.waitFor(() => expect(getWalletRegistry(client).search.status).toBe('ready'))
    expect(searches().map((request) => request.searchParams.get('search'))).toEqual(['rab'])
    expect(searches()[0]!.searchParams.get('entries')).toBe('100')
    expect(getWalletRegistry(client).search.wallets.map((wallet) => wallet.id)).toEqual(['rabby'])
    searchAllWallets(client, '')
    expect(getWalletRegistry(client).search).toMatchObject({ query: '', status: 'idle' })
  })

  test('behavior: a registry that cannot be reached: error state, analytics off, a toast on retry', async () => {
    const client = setupClient({ registryUrl: 'http://127.0.0.1:9' })
    await loadWalletLists(client)
    expect(getWalletRegistry(client)).toMatchObject({ status: 'error', analyticsEnabled: false })
    await loadMoreWallets(client)
    expect(getWalletRegistry(client).pages.status).toBe('error')
    expect(getToast(client)).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Failed to load wallets',
    })
  })
})

describe('configuration alerts', () => {
  beforeAll(async () => {
    await addProject(running.database, { id: 'lk-open', origins: ['https://app.example'] })
    await addProject(running.database, { id: 'lk-unconfigured' })
    running.server.projectAccess.invalidate()
  })
  afterAll(async () => {
    await running.database.query('delete from projects')
    running.server.projectAccess.invalidate()
  })

  test('default: the widget shows the same messages the server sends', () => {
    expect(widgetProjectErrors).toEqual(projectErrors)
  })

  test.each([
    ['no projectId', 'MISSING_PROJECT_ID', undefined, 'https://app.example', 'Missing project id'],
    [
      'an unknown projectId',
      'INVALID_PROJECT_ID',
      'lk-nope',
      'https://app.example',
      'Invalid project id',
    ],
    [
      'a project with no origin',
      'PROJECT_ID_NOT_CONFIGURED',
      'lk-unconfigured',
      'https://app.example',
      'Project id not configured',
    ],
    [
      'an origin the project does not allow',
      'ORIGIN_NOT_ALLOWED',
      'lk-open',
      'https://other.example',
      'Invalid app configuration: origin not allowed',
    ],
  ])('behavior: %s is %s, shown as its alert', async (_name, code, projectId, origin, message) => {
    const { fetch } = recordingFetch(origin)
    const registry = createRegistryClient({ baseUrl: url, projectId, fetch })
    const error = await registry.getWallets().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ProjectConfigurationError)
    expect(error).toMatchObject({ code, shortMessage: message })
    await expect(registry.getWalletImage('0'.repeat(64))).rejects.toMatchObject({ code })
  })

  test('behavior: client.registry keeps the alert and shows it as a toast; the allowed origin passes', async () => {
    const refused = setupClient({ projectId: 'lk-nope' })
    await refused.registry.start()
    expect(refused.registry.getState().alert?.shortMessage).toBe('Invalid project id')
    expect(getToast(refused)).toMatchObject({ open: true, message: 'Invalid project id' })

    const { fetch } = recordingFetch('https://app.example')
    const allowed = createRegistryClient({ baseUrl: url, projectId: 'lk-open', fetch })
    expect((await allowed.getWallets({ entries: 1 })).data).toHaveLength(1)
  })
})
