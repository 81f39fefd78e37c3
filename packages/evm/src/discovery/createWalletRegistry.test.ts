// @vitest-environment happy-dom
// Wallet discovery in a DOM: devchain's test wallet (a real EIP-1193 provider with a real key)
// announced on `window` with EIP-6963 and/or set as `window.ethereum`. No chain runs here: the
// requests these tests make (accounts, chain id) are answered by the wallet itself.
import type { Connector, SourceContext } from '@latchkey/core'
import {
  announceProvider,
  createTestWalletProvider,
  devAccounts,
  devWalletIcon,
  devWalletInfo,
} from '@latchkey/devchain'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { setupInjectedEvm } from '../../test/connectThroughSource.js'
import { createTestContext } from '../../test/createTestContext.js'
import { createWalletRegistry } from './createWalletRegistry.js'

const chains = [
  {
    chainId: 31337,
    name: 'Latchkey Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  },
]
const cleanups: Array<() => void> = []

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  delete (window as { ethereum?: unknown }).ethereum
})

function createWallet(index = 0) {
  return createTestWalletProvider({ privateKey: devAccounts[index]!.privateKey, chains })
}

function announce(
  provider: ReturnType<typeof createWallet>,
  info: { rdns?: string; name?: string } = {},
) {
  const stop = announceProvider({ provider, info })
  cleanups.push(stop)
  return stop
}

function discover(overrides: Partial<SourceContext> = {}) {
  const adapter = setupInjectedEvm(createTestContext().context, overrides)
  const onChange = vi.fn<(connectors: readonly Connector[]) => void>()
  const unwatch = adapter.discoverConnectors(onChange)
  cleanups.push(unwatch)
  const latest = () => onChange.mock.lastCall?.[0]
  return { adapter, onChange, latest, unwatch }
}

describe('evmAdapter discovery', () => {
  test('default: an announced wallet becomes a connector', () => {
    announce(createWallet())
    const { latest } = discover()
    const connectors = latest()!
    expect(connectors).toHaveLength(1)
    expect(connectors[0]).toEqual({
      id: devWalletInfo.rdns,
      name: devWalletInfo.name,
      type: 'ANNOUNCED',
      chain: 'eip155',
      imageUrl: devWalletIcon,
      info: { rdns: devWalletInfo.rdns, uuid: expect.any(String) },
    })
  })

  test('behavior: a late announcement shows up', () => {
    const { onChange, latest } = discover()
    expect(latest()).toEqual([])
    announce(createWallet(), { rdns: 'io.late', name: 'Late Wallet' })
    expect(latest()!.map(({ id, name }) => ({ id, name }))).toEqual([
      { id: 'io.late', name: 'Late Wallet' },
    ])
    const calls = onChange.mock.calls.length
    // A wallet answering a new request for providers with the same announcement changes nothing.
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(onChange).toHaveBeenCalledTimes(calls)
  })

  test("behavior: window.ethereum alone is the 'Browser Wallet'", () => {
    ;(window as { ethereum?: unknown }).ethereum = createWallet()
    const { latest, adapter } = discover()
    expect(latest()).toEqual([
      { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155' },
    ])
    expect(adapter.getProvider('injected')).toBe((window as { ethereum?: unknown }).ethereum)
  })

  test('behavior: no duplicate when window.ethereum is the announced provider', () => {
    const wallet = createWallet()
    ;(window as { ethereum?: unknown }).ethereum = wallet
    announce(wallet)
    const { latest } = discover()
    expect(latest()!.map(({ id }) => id)).toEqual([devWalletInfo.rdns])
  })

  test('behavior: a legacy window.ethereum next to an announced wallet is listed too', () => {
    ;(window as { ethereum?: unknown }).ethereum = createWallet(1)
    announce(createWallet())
    const { latest } = discover()
    expect(latest()!.map(({ id }) => id)).toEqual([devWalletInfo.rdns, 'injected'])
  })

  test('behavior: a wallet injected late (ethereum#initialized) shows up', () => {
    const { latest } = discover()
    ;(window as { ethereum?: unknown }).ethereum = createWallet()
    window.dispatchEvent(new Event('ethereum#initialized'))
    expect(latest()!.map(({ id }) => id)).toEqual(['injected'])
  })

  test('parameters: enableEIP6963 and enableInjected off', () => {
    ;(window as { ethereum?: unknown }).ethereum = createWallet(1)
    announce(createWallet())
    expect(
      discover({ enableEIP6963: false })
        .latest()!
        .map(({ id }) => id),
    ).toEqual(['injected'])
    expect(
      discover({ enableInjected: false })
        .latest()!
        .map(({ id }) => id),
    ).toEqual([devWalletInfo.rdns])
  })

  test('behavior: invalid announcements are ignored', () => {
    const { latest } = discover()
    const dispatch = (detail: unknown) =>
      window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    const info = { uuid: 'e1c5a3b2-0000-4000-8000-000000000000', name: 'X', icon: '', rdns: 'io.x' }
    dispatch(undefined)
    dispatch({ info })
    dispatch({ info, provider: {} })
    dispatch({ info: { ...info, name: ' ' }, provider: createWallet() })
    dispatch({ info: { ...info, uuid: 7 }, provider: createWallet() })
    expect(latest()).toEqual([])
    // A remote icon would make the page fetch it: only data URIs are kept, as EIP-6963 asks.
    dispatch({ info: { ...info, icon: 'https://tracker.example/x.png' }, provider: createWallet() })
    expect(latest()).toEqual([
      expect.objectContaining({
        id: 'io.x',
        imageUrl: undefined,
        info: { rdns: 'io.x', uuid: info.uuid },
      }),
    ])
  })

  test('behavior: a wallet without rdns is keyed by its uuid', () => {
    const uuid = 'f3c5a3b2-0000-4000-8000-000000000000'
    cleanups.push(announceProvider({ provider: createWallet(), info: { rdns: '', uuid } }))
    const { latest } = discover()
    expect(latest()).toEqual([
      expect.objectContaining({ id: uuid, info: { rdns: undefined, uuid } }),
    ])
  })

  test('behavior: unwatch stops listening', () => {
    const { onChange, unwatch } = discover()
    unwatch()
    const calls = onChange.mock.calls.length
    announce(createWallet(), { rdns: 'io.after' })
    expect(onChange).toHaveBeenCalledTimes(calls)
  })

  test('behavior: connect and reconnect through window', async () => {
    const wallet = createWallet()
    announce(wallet)
    const { adapter, latest } = discover()
    const connector = latest()![0]!
    const connection = await adapter.connect({ connector })
    expect(connection.address).toBe(devAccounts[0]!.address)
    const reloaded = setupInjectedEvm(createTestContext().context)
    await expect(reloaded.reconnect(connector)).resolves.toEqual(connection)
  })

  test('behavior: reconnect waits for the wallet to announce itself', async () => {
    const wallet = createWallet()
    await wallet.request({ method: 'eth_requestAccounts' })
    const adapter = setupInjectedEvm(createTestContext().context)
    const connector: Connector = {
      id: devWalletInfo.rdns,
      name: devWalletInfo.name,
      type: 'ANNOUNCED',
      chain: 'eip155',
    }
    setTimeout(() => announce(wallet), 100)
    await expect(adapter.reconnect(connector)).resolves.toEqual({
      address: devAccounts[0]!.address,
      chainId: 31337,
      accounts: [{ address: devAccounts[0]!.address, type: 'eoa' }],
    })
  })
})

describe('createWalletRegistry', () => {
  test('default: finds providers by connector id, rdns or uuid', () => {
    const wallet = createWallet()
    announce(wallet, { rdns: 'io.found' })
    const registry = createWalletRegistry({
      getTarget: () => window,
      eip6963: true,
      injected: true,
    })
    cleanups.push(registry.watchConnectors(() => {}))
    const [connector] = registry.getConnectors()
    expect(registry.getProvider('io.found')).toBe(wallet)
    expect(registry.getProvider({ ...connector!, id: 'renamed' })).toBe(wallet)
    expect(registry.getProvider(connector!.info!.uuid!)).toBe(wallet)
    expect(registry.getProvider('io.missing')).toBeUndefined()
  })

  test('behavior: waitForProvider resolves undefined after the timeout', async () => {
    const registry = createWalletRegistry({
      getTarget: () => window,
      eip6963: true,
      injected: true,
    })
    const connector: Connector = {
      id: 'io.never',
      name: 'Never',
      type: 'ANNOUNCED',
      chain: 'eip155',
    }
    await expect(registry.waitForProvider(connector, 30)).resolves.toBeUndefined()
  })
})
