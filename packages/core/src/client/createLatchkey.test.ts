import { describe, expect, test, vi } from 'vitest'
import { createTestAdapter } from '../../test/createTestAdapter.js'
import { createTestClient } from '../../test/createTestClient.js'
import { devnet, devnet2 } from '../../test/fixtures.js'
import { createLatchkey } from './createLatchkey.js'

describe('createLatchkey', () => {
  test('default: state before and after start-up', async () => {
    const { client } = createTestClient()
    expect(client.getState()).toEqual({
      open: false,
      loading: false,
      selectedNetworkId: 'eip155:31337',
      activeChain: 'eip155',
      initialized: false,
      closable: true,
    })
    await client.ready
    expect(client.getState().initialized).toBe(true)
    expect(client.getAccount()).toMatchObject({
      namespace: 'eip155',
      status: 'disconnected',
      isConnected: false,
    })
    expect(client.getNetwork()).toEqual({
      namespace: 'eip155',
      caipNetwork: devnet,
      caipNetworkId: 'eip155:31337',
      chainId: 31337,
      requestedCaipNetworks: [devnet, devnet2],
      isUnsupportedChain: false,
    })
    expect(client.getTheme()).toEqual({
      themeMode: 'light',
      followsSystem: true,
      themeVariables: { '--lk-z-index': 999 },
    })
    expect(client.options.features.swaps).toBe(true)
  })

  test('parameters: defaultNetwork, themeMode, themeVariables', () => {
    const { client } = createTestClient({
      options: {
        defaultNetwork: devnet2,
        themeMode: 'dark',
        themeVariables: { '--lk-accent': '#00f' },
      },
    })
    expect(client.getNetwork().caipNetwork).toBe(devnet2)
    expect(client.getTheme()).toMatchObject({
      themeMode: 'dark',
      themeVariables: { '--lk-z-index': 999, '--lk-accent': '#00f' },
    })
  })

  test('behavior: invalid options throw at creation, naming the option', () => {
    expect(() =>
      createTestClient({ options: { defaultNetwork: { ...devnet, caipNetworkId: 'eip155:5' } } }),
    ).toThrow('Invalid option `defaultNetwork`')
    expect(() => createTestClient({ options: { foo: 1 } as never })).toThrow('Invalid option `foo`')
  })

  test('behavior: on the server (no window) creation touches nothing and persists nothing', async () => {
    expect(typeof window).toBe('undefined')
    const evm = createTestAdapter()
    const client = createLatchkey({ networks: [devnet], adapters: [evm.adapter] })
    expect(client.options.storage).toBeUndefined()
    await client.connect({ connectorId: 'io.test' })
    client.setThemeMode('dark')
    expect(client.getTheme().themeMode).toBe('dark')
    // A second client on the "same page" restores nothing: there was nowhere to store it.
    const next = createLatchkey({ networks: [devnet], adapters: [createTestAdapter().adapter] })
    await next.ready
    expect(next.getAccount().status).toBe('disconnected')
    expect(next.getTheme().themeMode).toBe('light')
  })

  test('behavior: open picks the view; close; both tracked', async () => {
    const { client } = createTestClient()
    const opened = vi.fn()
    const closed = vi.fn()
    client.events.on('MODAL_OPEN', opened)
    client.events.on('MODAL_CLOSE', closed)
    client.open()
    expect(client.getState().open).toBe(true)
    expect(client.getRouter().view).toBe('Connect')
    expect(opened).toHaveBeenCalledWith({ view: 'Connect', connected: false })
    client.close()
    expect(closed).toHaveBeenCalledWith({ connected: false })
    client.close()
    expect(closed).toHaveBeenCalledTimes(1)

    // Account needs a connection.
    client.open({ view: 'Account' })
    expect(client.getRouter().view).toBe('Connect')
    client.close()
    await client.connect({ connectorId: 'io.test' })
    client.open()
    expect(client.getRouter().view).toBe('Account')
    client.open({ view: 'Networks' })
    expect(client.getRouter()).toMatchObject({ view: 'Networks', canGoBack: false })
    expect(client.getLastEvent()).toMatchObject({
      name: 'MODAL_OPEN',
      payload: { view: 'Account', connected: true },
    })
  })

  test('behavior: open rejects a view that cannot be opened directly', () => {
    const { client } = createTestClient()
    expect(() => client.open({ view: 'ApproveTransaction' as never })).toThrow(
      'Invalid option `view`',
    )
  })

  test('behavior: snapshots stay the same object until their value changes', async () => {
    const { client, evm } = createTestClient()
    await client.ready
    const account = client.getAccount()
    const network = client.getNetwork()
    const state = client.getState()
    const onAccount = vi.fn()
    const onState = vi.fn()
    client.watchAccount(onAccount)
    client.watchState(onState)

    client.shake()
    client.showToast({ message: 'hi', variant: 'success' })
    client.router.push('AllWallets')
    evm.announce([
      ...evm.wallet.connectors,
      { id: 'x', name: 'X', type: 'ANNOUNCED', chain: 'eip155' },
    ])
    expect(client.getAccount()).toBe(account)
    expect(client.getNetwork()).toBe(network)
    expect(client.getState()).toBe(state)
    expect(onAccount).not.toHaveBeenCalled()
    expect(onState).not.toHaveBeenCalled()

    client.open()
    expect(onState).toHaveBeenCalledTimes(1)
    expect(client.getState()).not.toBe(state)
    expect(client.getAccount()).toBe(account)
  })

  test('behavior: watchAccount with a namespace, and unwatching', async () => {
    const { client } = createTestClient()
    const listener = vi.fn()
    const unwatch = client.watchAccount(listener, { namespace: 'eip155' })
    await client.connect({ connectorId: 'io.test' })
    expect(listener).toHaveBeenLastCalledWith(
      expect.objectContaining({ status: 'connected' }),
      expect.objectContaining({ status: 'connecting' }),
    )
    const calls = listener.mock.calls.length
    unwatch()
    await client.disconnect()
    expect(listener).toHaveBeenCalledTimes(calls)
    expect(() => client.getAccount('solana')).toThrow('Chain adapter not found')
  })

  test('behavior: connectors discovered by adapters are grouped', () => {
    const { client, evm } = createTestClient()
    expect(
      client.getConnectors().groups.find((group) => group.name === 'injected')?.connectors,
    ).toEqual(evm.wallet.connectors)
    const onChange = vi.fn()
    client.watchConnectors(onChange)
    evm.announce([])
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(client.getConnectors().connectors).toEqual([])
  })

  test('behavior: theme mode is stored under theme', () => {
    const { client, storage } = createTestClient()
    client.setThemeMode('dark')
    expect(storage.read('theme')).toBe('dark')
    const next = createTestClient({ stored: { theme: 'dark' } })
    expect(next.client.getTheme().themeMode).toBe('dark')
    expect(next.client.sources.theme.getServerSnapshot().themeMode).toBe('light')
  })

  test('behavior: getProvider returns the connected wallet provider', async () => {
    const { client } = createTestClient()
    expect(client.getProvider()).toBeUndefined()
    await client.connect({ connectorId: 'io.test' })
    expect(client.getProvider('eip155')).toEqual({ isTest: true })
  })

  test('behavior: the adapter gets its networks, storage and emitter at setup', () => {
    const evm = createTestAdapter()
    createLatchkey({
      networks: [devnet, devnet2],
      adapters: [evm.adapter],
      projectId: 'p',
      storage: null,
    })
    expect(evm.wallet.context).toMatchObject({ networks: [devnet, devnet2], projectId: 'p' })
    // The switches that decide discovery go to the adapter's injected source.
    expect(evm.wallet.sourceContext).toMatchObject({
      networks: [devnet, devnet2],
      projectId: 'p',
      enableInjected: true,
      enableEIP6963: true,
    })
    expect(evm.wallet.context?.emitter.listenerCount('chainChanged')).toBe(1)
  })

  test('behavior: destroy stops discovery and wallet events', async () => {
    const { client, evm } = createTestClient()
    await client.connect({ connectorId: 'io.test' })
    client.destroy()
    evm.announce([])
    evm.changeChain(31338)
    expect(client.getConnectors().connectors).toHaveLength(1)
    expect(client.getNetwork().chainId).toBe(31337)
  })
})
