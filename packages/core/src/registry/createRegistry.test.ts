import { afterEach, describe, expect, test, vi } from 'vitest'
import { defineNetwork } from '../networks/defineNetwork.js'
import { resolveOptions } from '../options/resolveOptions.js'
import { createStorage } from '../storage/createStorage.js'
import { createConnectorsStore } from '../stores/createConnectorsStore.js'
import { createToastStore } from '../stores/createToastStore.js'
import { createRegistry } from './createRegistry.js'

// The loads' chunk fails while `chunk.fail` is set, as a dropped network would fail its fetch.
const chunk = vi.hoisted(() => ({ fail: false }))
vi.mock('./registryLoads.js', async (importOriginal) => {
  const module = await importOriginal<typeof import('./registryLoads.js')>()
  return {
    ...module,
    createRegistryLoads: (...args: Parameters<typeof module.createRegistryLoads>) => {
      if (chunk.fail) throw new TypeError('Failed to fetch dynamically imported module')
      return module.createRegistryLoads(...args)
    },
  }
})

const network = defineNetwork({
  id: 1,
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})

/** A registry over a listing service that answers every list with `wallets`. */
function setup(extra: Record<string, unknown> = {}) {
  const options = resolveOptions({
    networks: [network],
    relayUrl: 'ws://relay.test',
    registryUrl: 'http://registry.test',
    projectId: 'p1',
    ...extra,
  })
  const requests: string[] = []
  const fetch = vi.fn(async (input: string | URL | Request) => {
    const url = new URL(String(input instanceof Request ? input.url : input))
    requests.push(url.pathname)
    const body =
      url.pathname === '/getAnalyticsConfig'
        ? { isAnalyticsEnabled: false }
        : { data: [], count: 0 }
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
  })
  const connectors = createConnectorsStore({
    ...options,
    storage: createStorage(),
    order: options.features.connectorTypeOrder,
  })
  const registry = createRegistry({
    options,
    connectors,
    toast: createToastStore(),
    log: () => {},
    fetch: fetch as typeof globalThis.fetch,
  })
  return { registry, requests, connectors }
}

afterEach(() => {
  chunk.fail = false
})

describe('createRegistry', () => {
  test('its loads come in a chunk: nothing is fetched before start, the lists after', async () => {
    const { registry, requests } = setup()
    expect(registry.getState().status).toBe('idle')
    expect(requests).toEqual([])
    await registry.start()
    expect(registry.getState().status).toBe('ready')
    expect(requests).toContain('/getWallets')
  })

  test('a chunk that fails to load is the lists’ error, and retry loads it', async () => {
    chunk.fail = true
    const { registry, requests } = setup()
    await registry.start()
    expect(registry.getState()).toMatchObject({
      status: 'error',
      error: expect.objectContaining({ message: expect.stringContaining('dynamically imported') }),
    })
    expect(requests).toEqual([])

    chunk.fail = false
    registry.retry()
    await vi.waitFor(() => expect(registry.getState().status).toBe('ready'))
    expect(requests).toContain('/getWallets')
  })

  test('custom wallets are listed without a registry once started', async () => {
    const { registry, connectors, requests } = setup({
      registryUrl: undefined,
      customWallets: [{ id: 'my-wallet', name: 'My Wallet', homepage: 'https://wallet.test' }],
    })
    expect(registry.getState()).toMatchObject({ status: 'disabled', count: 1 })
    await registry.start()
    expect(connectors.getState().listed.custom.map((connector) => connector.name)).toEqual([
      'My Wallet',
    ])
    expect(requests).toEqual([])
  })
})
