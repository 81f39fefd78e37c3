// Several namespaces at once, in core alone: two test adapters (eip155 and solana) whose injected
// sources list a wallet of the same name, as EIP-6963 and the Wallet Standard would for one
// multi-chain extension. The wallets are in-memory stand-ins answering access requests; real
// wallets on both namespaces run in the browser tests (e2e/solana.spec.ts).
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createMemoryStorage } from '../../test/createMemoryStorage.js'
import { devnet, solanaDevnet } from '../../test/fixtures.js'
import { createAdapter } from '../adapter/createAdapter.js'
import type { ChainNamespace } from '../caip/namespaces.js'
import { createLatchkey } from '../client/createLatchkey.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { defineFeature } from '../features/defineFeature.js'
import { getFeature } from '../features/getFeature.js'
import { createInjectedSource } from '../sources/createInjectedSource.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { getAccount } from './getAccount.js'
import { getConnection } from './getConnection.js'
import { getConnectors } from './getConnectors.js'
import { getModal } from './getModal.js'
import { getNetwork } from './getNetwork.js'
import { getRouter } from './getRouter.js'
import { getState } from './getState.js'
import { openModal } from './openModal.js'
import { switchNetwork } from './switchNetwork.js'
import { watchConnection } from './watchConnection.js'

const addresses = {
  eip155: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  solana: 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
}

/** A page wallet of one namespace: grants access unless told to decline; remembers grants. */
function createWallet(
  namespace: 'eip155' | 'solana',
  name: string,
  wallet = { granted: false, decline: false, requests: 0 },
) {
  const chainId = namespace === 'eip155' ? devnet.id : solanaDevnet.id
  const adapter = createAdapter({
    namespace,
    injectedSource: createInjectedSource({
      namespace,
      setup: () => ({
        watchConnectors(onChange) {
          onChange([{ id: `${namespace}:${name}`, name, type: 'ANNOUNCED', chain: namespace }])
          return () => {}
        },
        findProvider: async () => wallet,
        getProvider: () => wallet,
        async requestAccess() {
          wallet.requests += 1
          if (wallet.decline)
            throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
          wallet.granted = true
          return { accounts: [addresses[namespace]], chainId }
        },
        getAccess: async () =>
          wallet.granted ? { accounts: [addresses[namespace]], chainId } : null,
      }),
    }),
    setup: () => ({
      attach: async ({ accounts, chainId: id, requestedChainId }) => ({
        address: accounts[0]!,
        chainId: requestedChainId ?? id,
        accounts: accounts.map((address) => ({ address, type: 'eoa' as const })),
      }),
      detach: () => {},
      switchNetwork: async () => {},
      getBalance: async () => ({ value: 0n, decimals: 9, symbol: 'X' }),
    }),
  })
  return { wallet, adapter }
}

const clients: LatchkeyClient[] = []
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
})

type WalletState = ReturnType<typeof createWallet>['wallet']
async function setup(
  names = { eip155: 'Both Wallet', solana: 'Both Wallet' },
  storage = createMemoryStorage(),
  remembered: { eip155?: WalletState; solana?: WalletState } = {},
) {
  const evm = createWallet('eip155', names.eip155, remembered.eip155)
  const solana = createWallet('solana', names.solana, remembered.solana)
  const client = createLatchkey({
    networks: [devnet, solanaDevnet],
    adapters: [evm.adapter, solana.adapter],
    storage,
    debug: false,
  })
  clients.push(client)
  await client.ready
  return { client, evm: evm.wallet, solana: solana.wallet, storage }
}

const status = (client: LatchkeyClient, namespace: ChainNamespace) =>
  getAccount(client, namespace).status

describe('several namespaces at once', () => {
  test('default: a wallet on both namespaces is one entry; connecting it connects both', async () => {
    const { client } = await setup()
    const { connectors } = getConnectors(client)
    expect(connectors).toHaveLength(1)
    expect(connectors[0]).toMatchObject({ name: 'Both Wallet', type: 'MULTI_CHAIN' })
    await connect(client, { connectorId: connectors[0]!.id })
    expect(status(client, 'eip155')).toBe('connected')
    expect(status(client, 'solana')).toBe('connected')
    expect(getAccount(client, 'solana').caipAddress).toBe(
      `${solanaDevnet.caipNetworkId}:${addresses.solana}`,
    )
    // One active namespace: the one that was active before.
    expect(getState(client).activeChain).toBe('eip155')
  })

  test('parameters: all: one Disconnect ends both namespaces, the active one last; the open modal closes', async () => {
    const { client } = await setup()
    await connect(client, { connectorId: getConnectors(client).connectors[0]!.id })
    openModal(client)
    // The account's view, where the modal's Disconnect is.
    client.stores.router.reset('Account')
    const active: ChainNamespace[] = []
    client.stores.chains.subscribe(
      (state) => state.activeNamespace,
      (namespace) => active.push(namespace),
    )
    await disconnect(client, { all: true })
    expect(status(client, 'eip155')).toBe('disconnected')
    expect(status(client, 'solana')).toBe('disconnected')
    expect(getConnection(client).status).toBe('disconnected')
    // Solana's account never became the active one on the way (it would have asked to sign in).
    expect(active).not.toContain('solana')
    expect(getModal(client).open).toBe(false)
  })

  test('behavior: a namespace the wallet declines stays disconnected; the other is connected', async () => {
    const { client, solana } = await setup()
    solana.decline = true
    await connect(client, { connectorId: getConnectors(client).connectors[0]!.id })
    expect(status(client, 'eip155')).toBe('connected')
    expect(status(client, 'solana')).toBe('disconnected')
  })

  test('behavior: switching to a network of another namespace flags it, resets forms and keeps both', async () => {
    const { client, solana } = await setup()
    await connect(client, { connectorId: getConnectors(client).connectors[0]!.id })
    const onNamespaceChange = vi.fn()
    getFeature(client, defineFeature({ name: 'send', create: () => ({ onNamespaceChange }) }))
    const flags: boolean[] = []
    const unwatch = watchConnection(client, {
      onChange: () => flags.push(getConnection(client).switchingNamespace),
    })
    await switchNetwork(client, solanaDevnet)
    unwatch()
    expect(flags).toContain(true)
    expect(getConnection(client).switchingNamespace).toBe(false)
    expect(onNamespaceChange).toHaveBeenCalledWith('solana')
    expect(getState(client).activeChain).toBe('solana')
    expect(getNetwork(client).caipNetworkId).toBe(solanaDevnet.caipNetworkId)
    expect(solana.requests).toBe(1)
    await switchNetwork(client, devnet)
    expect(getState(client).activeChain).toBe('eip155')
    expect(onNamespaceChange).toHaveBeenLastCalledWith('eip155')
  })

  test('behavior: switching connects the other namespace when the connected wallet offers it', async () => {
    const { client, solana } = await setup()
    await connect(client, { connectorId: 'eip155:Both Wallet', namespace: 'eip155' })
    expect(status(client, 'solana')).toBe('disconnected')
    await switchNetwork(client, solanaDevnet)
    expect(status(client, 'solana')).toBe('connected')
    expect(solana.requests).toBe(1)
    expect(getState(client).activeChain).toBe('solana')
  })

  test('behavior: with no wallet for the other namespace, the open modal goes to Connect', async () => {
    const { client } = await setup({ eip155: 'EVM Only', solana: 'Solana Only' })
    await connect(client, { connectorId: 'eip155:EVM Only' })
    expect(status(client, 'solana')).toBe('disconnected')
    openModal(client, { view: 'Networks' })
    await switchNetwork(client, solanaDevnet)
    expect(getRouter(client).view).toBe('Connect')
    expect(getState(client).activeChain).toBe('solana')
    expect(status(client, 'eip155')).toBe('connected')
  })

  test('behavior: a new client restores both namespaces without asking', async () => {
    const { client, storage, evm, solana } = await setup()
    await connect(client, { connectorId: getConnectors(client).connectors[0]!.id })
    client.destroy()
    const restored = await setup(undefined, storage, { eip155: evm, solana })
    expect(status(restored.client, 'eip155')).toBe('connected')
    expect(status(restored.client, 'solana')).toBe('connected')
    expect([evm.requests, solana.requests]).toEqual([1, 1])
  })
})
