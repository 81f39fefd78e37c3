import { describe, expect, test, vi } from 'vitest'
import { createTestAdapter } from '../../test/createTestAdapter.js'
import { createTestClient } from '../../test/createTestClient.js'
import { devnet, devnet2 } from '../../test/fixtures.js'
import { closeModal } from '../actions/closeModal.js'
import { connect } from '../actions/connect.js'
import { disconnect } from '../actions/disconnect.js'
import { getAccount } from '../actions/getAccount.js'
import { getConnectors } from '../actions/getConnectors.js'
import { getLastEvent } from '../actions/getLastEvent.js'
import { getNetwork } from '../actions/getNetwork.js'
import { getProvider } from '../actions/getProvider.js'
import { getRouter } from '../actions/getRouter.js'
import { getState } from '../actions/getState.js'
import { getTheme } from '../actions/getTheme.js'
import { openModal } from '../actions/openModal.js'
import { pushView } from '../actions/pushView.js'
import { setThemeMode } from '../actions/setThemeMode.js'
import { shakeModal } from '../actions/shakeModal.js'
import { showToast } from '../actions/showToast.js'
import { watchAccount } from '../actions/watchAccount.js'
import { watchConnectors } from '../actions/watchConnectors.js'
import { watchState } from '../actions/watchState.js'
import { createLatchkey } from './createLatchkey.js'

describe('createLatchkey', () => {
  test('default: state before and after start-up', async () => {
    const { client } = createTestClient()
    expect(getState(client)).toEqual({
      open: false,
      loading: false,
      selectedNetworkId: 'eip155:31337',
      activeChain: 'eip155',
      initialized: false,
      closable: true,
    })
    await client.ready
    expect(getState(client).initialized).toBe(true)
    expect(getAccount(client)).toMatchObject({
      namespace: 'eip155',
      status: 'disconnected',
      isConnected: false,
    })
    expect(getNetwork(client)).toEqual({
      namespace: 'eip155',
      caipNetwork: devnet,
      caipNetworkId: 'eip155:31337',
      chainId: 31337,
      requestedCaipNetworks: [devnet, devnet2],
      isUnsupportedChain: false,
      receivableCaipNetworks: [devnet, devnet2],
    })
    expect(getTheme(client)).toEqual({
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
    expect(getNetwork(client).caipNetwork).toBe(devnet2)
    expect(getTheme(client)).toMatchObject({
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
    await connect(client, { connectorId: 'io.test' })
    setThemeMode(client, 'dark')
    expect(getTheme(client).themeMode).toBe('dark')
    // A second client on the "same page" restores nothing: there was nowhere to store it.
    const next = createLatchkey({ networks: [devnet], adapters: [createTestAdapter().adapter] })
    await next.ready
    expect(getAccount(next).status).toBe('disconnected')
    expect(getTheme(next).themeMode).toBe('light')
  })

  test('behavior: open picks the view; close; both tracked', async () => {
    const { client } = createTestClient()
    const opened = vi.fn()
    const closed = vi.fn()
    client.events.on('MODAL_OPEN', opened)
    client.events.on('MODAL_CLOSE', closed)
    openModal(client)
    expect(getState(client).open).toBe(true)
    expect(getRouter(client).view).toBe('Connect')
    expect(opened).toHaveBeenCalledWith({ view: 'Connect', connected: false })
    closeModal(client)
    expect(closed).toHaveBeenCalledWith({ connected: false })
    closeModal(client)
    expect(closed).toHaveBeenCalledTimes(1)

    // Account needs a connection.
    openModal(client, { view: 'Account' })
    expect(getRouter(client).view).toBe('Connect')
    closeModal(client)
    await connect(client, { connectorId: 'io.test' })
    openModal(client)
    expect(getRouter(client).view).toBe('Account')
    openModal(client, { view: 'Networks' })
    expect(getRouter(client)).toMatchObject({ view: 'Networks', canGoBack: false })
    expect(getLastEvent(client)).toMatchObject({
      name: 'MODAL_OPEN',
      payload: { view: 'Account', connected: true },
    })
  })

  test('behavior: open rejects a view that cannot be opened directly', () => {
    const { client } = createTestClient()
    expect(() => openModal(client, { view: 'ApproveTransaction' as never })).toThrow(
      'Invalid option `view`',
    )
  })

  test('behavior: snapshots stay the same object until their value changes', async () => {
    const { client, evm } = createTestClient()
    await client.ready
    const account = getAccount(client)
    const network = getNetwork(client)
    const state = getState(client)
    const onAccount = vi.fn()
    const onState = vi.fn()
    watchAccount(client, { onChange: onAccount })
    watchState(client, { onChange: onState })

    shakeModal(client)
    showToast(client, { message: 'hi', variant: 'success' })
    pushView(client, 'AllWallets')
    evm.announce([
      ...evm.wallet.connectors,
      { id: 'x', name: 'X', type: 'ANNOUNCED', chain: 'eip155' },
    ])
    expect(getAccount(client)).toBe(account)
    expect(getNetwork(client)).toBe(network)
    expect(getState(client)).toBe(state)
    expect(onAccount).not.toHaveBeenCalled()
    expect(onState).not.toHaveBeenCalled()

    openModal(client)
    expect(onState).toHaveBeenCalledTimes(1)
    expect(getState(client)).not.toBe(state)
    expect(getAccount(client)).toBe(account)
  })

  test('behavior: watchAccount with a namespace, and unwatching', async () => {
    const { client } = createTestClient()
    const listener = vi.fn()
    const unwatch = watchAccount(client, { onChange: listener, namespace: 'eip155' })
    await connect(client, { connectorId: 'io.test' })
    expect(listener).toHaveBeenLastCalledWith(
      expect.objectContaining({ status: 'connected' }),
      expect.objectContaining({ status: 'connecting' }),
    )
    const calls = listener.mock.calls.length
    unwatch()
    await disconnect(client)
    expect(listener).toHaveBeenCalledTimes(calls)
    expect(() => getAccount(client, 'solana')).toThrow('Chain adapter not found')
  })

  test('behavior: connectors discovered by adapters are grouped', () => {
    const { client, evm } = createTestClient()
    expect(
      getConnectors(client).groups.find((group) => group.name === 'injected')?.connectors,
    ).toEqual(evm.wallet.connectors)
    const onChange = vi.fn()
    watchConnectors(client, { onChange: onChange })
    evm.announce([])
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(getConnectors(client).connectors).toEqual([])
  })

  test('behavior: theme mode is stored under theme', () => {
    const { client, storage } = createTestClient()
    setThemeMode(client, 'dark')
    expect(storage.read('theme')).toBe('dark')
    const next = createTestClient({ stored: { theme: 'dark' } })
    expect(getTheme(next.client).themeMode).toBe('dark')
    expect(next.client.values.theme.getServerSnapshot().themeMode).toBe('light')
  })

  test('behavior: getProvider returns the connected wallet provider', async () => {
    const { client } = createTestClient()
    expect(getProvider(client)).toBeUndefined()
    await connect(client, { connectorId: 'io.test' })
    expect(getProvider(client, 'eip155')).toEqual({ isTest: true })
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
    await connect(client, { connectorId: 'io.test' })
    client.destroy()
    evm.announce([])
    evm.changeChain(31338)
    expect(getConnectors(client).connectors).toHaveLength(1)
    expect(getNetwork(client).chainId).toBe(31337)
  })
})
