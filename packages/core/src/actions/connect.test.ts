import { describe, expect, test, vi } from 'vitest'
import { createTestAdapter } from '../../test/createTestAdapter.js'
import { createTestClient, flush } from '../../test/createTestClient.js'
import { devnet, solanaDevnet } from '../../test/fixtures.js'
import { isUserRejection } from '../errors/isUserRejection.js'
import { connect } from './connect.js'
import { getAccount } from './getAccount.js'
import { getConnection } from './getConnection.js'
import { getConnectors } from './getConnectors.js'
import { getNetwork } from './getNetwork.js'
import { getRouter } from './getRouter.js'
import { getState } from './getState.js'
import { openModal } from './openModal.js'
import { pushView } from './pushView.js'
import { watchAccount } from './watchAccount.js'

const address = '0x1111111111111111111111111111111111111111'

describe('connect', () => {
  test('default: connecting, then connected with account, network and wallet info', async () => {
    const { client, evm, storage } = createTestClient({
      adapter: { balances: { [`31337:${address}`]: 1_234_500_000_000_000_000n } },
    })
    await client.ready
    const statuses: string[] = []
    watchAccount(client, { onChange: (account) => statuses.push(account.status) })
    const events = vi.fn()
    client.events.on('CONNECT_SUCCESS', events)

    const result = await connect(client, { connectorId: 'io.test' })
    expect(statuses).toEqual(['connecting', 'connected'])
    expect(result).toEqual({
      namespace: 'eip155',
      address,
      caipAddress: `eip155:31337:${address}`,
      chainId: 31337,
    })
    expect(getAccount(client)).toMatchObject({
      namespace: 'eip155',
      isConnected: true,
      status: 'connected',
      address,
      caipAddress: `eip155:31337:${address}`,
      addressExplorerUrl: `http://127.0.0.1:4000/address/${address}`,
      allAccounts: [{ address, type: 'eoa' }],
      connectedWalletInfo: {
        id: 'io.test',
        name: 'Test Wallet',
        rdns: 'io.test',
        type: 'ANNOUNCED',
      },
    })
    expect(getNetwork(client)).toMatchObject({
      caipNetwork: devnet,
      chainId: 31337,
      isUnsupportedChain: false,
    })
    expect(getConnection(client)).toMatchObject({
      status: 'connected',
      recentWallet: { id: 'io.test' },
    })
    expect(events).toHaveBeenCalledWith({
      method: 'browser',
      name: 'Test Wallet',
      namespace: 'eip155',
      caipNetworkId: 'eip155:31337',
    })
    // The adapter was asked for the selected network.
    expect(evm.wallet.calls.find((call) => call.method === 'attach')?.args[0]).toMatchObject({
      requestedChainId: 31337,
    })

    // Stored: the connector id, the recent wallet.
    expect(storage.read('connectorIds')).toEqual({ eip155: 'io.test' })
    expect(storage.read('recentWallets')).toEqual([
      {
        id: 'io.test',
        name: 'Test Wallet',
        type: 'ANNOUNCED',
        chain: 'eip155',
        info: { rdns: 'io.test' },
      },
    ])
    expect(
      getConnectors(client).groups.find((group) => group.name === 'recent')?.connectors,
    ).toHaveLength(1)

    // The native balance follows in the background.
    await flush()
    expect(getAccount(client)).toMatchObject({ balance: '1.2345', balanceSymbol: 'ETH' })
  })

  test('behavior: the modal closes after a connection', async () => {
    const { client } = createTestClient()
    openModal(client)
    pushView(client, 'ConnectingExternal')
    await connect(client, { connectorId: 'io.test' })
    expect(getState(client).open).toBe(false)
  })

  test('behavior: the user declines; state returns to disconnected', async () => {
    const { client, evm, storage } = createTestClient()
    await client.ready
    const onError = vi.fn()
    client.events.on('CONNECT_ERROR', onError)
    evm.rejectNext()
    const error = await connect(client, { connectorId: 'io.test' }).catch((caught) => caught)
    expect(isUserRejection(error)).toBe(true)
    expect(getAccount(client).status).toBe('disconnected')
    expect(getConnection(client).status).toBe('disconnected')
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Test Wallet', rejected: true }),
    )
    expect(storage.read('connectorIds')).toBeUndefined()
    expect(storage.read('recentWallets')).toBeUndefined()
    // A retry succeeds.
    await connect(client, { connectorId: 'io.test' })
    expect(getAccount(client).status).toBe('connected')
  })

  test('behavior: an unknown connector id throws', async () => {
    const { client } = createTestClient()
    await expect(connect(client, { connectorId: 'nope' })).rejects.toThrow('Connector not found')
  })

  test('behavior: a wallet on an unconfigured chain connects and UnsupportedChain opens', async () => {
    const { client } = createTestClient({ adapter: { chainId: 999 } })
    await connect(client, { connectorId: 'io.test' })
    expect(getNetwork(client)).toMatchObject({ chainId: 999, isUnsupportedChain: true })
    expect(getNetwork(client).caipNetwork?.name).toBe('Unknown Network')
    expect(getState(client).open).toBe(true)
    expect(getRouter(client).view).toBe('UnsupportedChain')
  })

  test('parameters: namespace picks a chain of a merged multi-chain wallet', async () => {
    const phantom = (chain: 'eip155' | 'solana') => ({
      id: `phantom-${chain}`,
      name: 'Phantom',
      type: 'ANNOUNCED' as const,
      chain,
    })
    const evm = createTestAdapter({ connectors: [phantom('eip155')] })
    const solana = createTestAdapter({
      namespace: 'solana',
      connectors: [phantom('solana')],
      accounts: ['So1anaAddress1111111111111111111111111111111'],
      chainId: solanaDevnet.id,
    })
    const { createLatchkey } = await import('../client/createLatchkey.js')
    const client = createLatchkey({
      networks: [devnet, solanaDevnet],
      adapters: [evm.adapter, solana.adapter],
      storage: null,
    })
    const [merged] = getConnectors(client).connectors
    expect(merged).toMatchObject({ id: 'phantom-eip155', type: 'MULTI_CHAIN' })
    await connect(client, { connectorId: 'phantom-eip155', namespace: 'solana' })
    expect(getAccount(client)).toMatchObject({ namespace: 'solana', status: 'connected' })
    expect(getState(client).activeChain).toBe('solana')
    expect(getAccount(client, 'eip155').status).toBe('disconnected')
    // Without a namespace, the active one's member first, then the wallet's other chains.
    await connect(client, { connectorId: 'phantom-eip155' })
    expect(evm.wallet.calls.some((call) => call.method === 'connect')).toBe(true)
    expect(getAccount(client, 'eip155').status).toBe('connected')
    expect(getState(client).activeChain).toBe('solana')
  })
})
