// The eip155 adapter against real wallets on real chains: two anvil nodes from devchain, and
// devchain's test wallet (an EIP-1193 provider signing with real keys), announced over EIP-6963
// on a plain EventTarget (Node has no window; discovery in a DOM is in createWalletRegistry.test.ts).
// Two tests wrap that wallet to reproduce quirks of wallets in the field (4902 wrapped in
// `data.originalError`, no wallet_revokePermissions); everything else is the wallet as it is.
import { isUserRejection, UserRejectedRequestError } from '@latchkey/core'
import {
  announceProvider,
  createTestWalletProvider,
  ProviderRpcError,
  type StartDevChainsReturnType,
  startDevChains,
  type TestWalletChain,
  type TestWalletProvider,
  waitForReceipt,
} from '@latchkey/devchain'
import {
  createPublicClient,
  createTestClient,
  type Hex,
  http,
  parseEther,
  verifyMessage,
} from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { connectThroughSource, createSourceContext } from '../test/connectThroughSource.js'
import { createTestContext, toCaipNetwork } from '../test/createTestContext.js'
import { ChainNotSupportedError } from './errors/adapter.js'
import { type EvmAdapterParameters, evmAdapter } from './evmAdapter.js'
import type { Eip1193Provider } from './provider/Eip1193Provider.js'

let devnet: StartDevChainsReturnType
let chains: TestWalletChain[]
let networks: ReturnType<typeof toCaipNetwork>[]

beforeAll(async () => {
  devnet = await startDevChains()
  chains = devnet.chains.map(({ chainId, name, rpcUrl, nativeCurrency }) => ({
    chainId,
    name,
    rpcUrl,
    nativeCurrency,
  }))
  networks = devnet.chains.map((chain, index) =>
    toCaipNetwork(chain, index === 1 ? 'http://127.0.0.1:4000' : undefined),
  )
})
afterAll(() => devnet?.stop())

const publicClient = (index: number) =>
  createPublicClient({ transport: http(devnet.chains[index]!.rpcUrl) })

/** A fresh key funded on both chains, so tests share no nonce or balance. */
async function createFundedKey(): Promise<Hex> {
  const privateKey = generatePrivateKey()
  for (const chain of devnet.chains)
    await createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) }).setBalance({
      address: privateKeyToAddress(privateKey),
      value: parseEther('100'),
    })
  return privateKey
}

type SetupParameters = {
  walletChains?: TestWalletChain[]
  rdns?: string
  wrap?: (wallet: TestWalletProvider) => Eip1193Provider
  adapter?: EvmAdapterParameters
  target?: EventTarget
}

/** A funded wallet announced on a fresh page, and an adapter set up and connected to nothing yet. */
async function setup(parameters: SetupParameters = {}) {
  const privateKey = await createFundedKey()
  const wallet = createTestWalletProvider({
    privateKey,
    chains: parameters.walletChains ?? chains,
  })
  const target = parameters.target ?? new EventTarget()
  const provider = parameters.wrap?.(wallet) ?? wallet
  const rdns = parameters.rdns ?? 'dev.latchkey.wallet'
  announceProvider({ provider, target, info: { rdns } })
  const { adapter, events } = setupAdapter({ target, ...parameters.adapter })
  const connector = await new Promise<Parameters<typeof adapter.connect>[0]['connector']>(
    (resolve) => {
      const unwatch = adapter.discoverConnectors((list) => {
        const found = list.find((entry) => entry.id === rdns)
        if (found) queueMicrotask(() => resolve(found))
      })
      setTimeout(unwatch)
    },
  )
  return {
    adapter,
    events,
    wallet,
    provider,
    connector,
    target,
    address: privateKeyToAddress(privateKey),
  }
}

function setupAdapter(parameters: EvmAdapterParameters = {}) {
  const evm = evmAdapter(parameters)
  const { context, events } = createTestContext({ networks })
  evm.setup(context)
  evm.injectedSource!.setup(createSourceContext({ networks }))
  return { adapter: connectThroughSource(evm, evm.injectedSource!), events }
}

async function connected(parameters: SetupParameters = {}) {
  const setupResult = await setup(parameters)
  const connection = await setupResult.adapter.connect({ connector: setupResult.connector })
  return { ...setupResult, connection }
}

describe('evmAdapter', () => {
  test('default: connect returns the wallet account and chain', async () => {
    const { adapter, connector, address, wallet, events } = await setup()
    const connection = await adapter.connect({ connector })
    expect(connection).toEqual({
      address,
      chainId: 31337,
      accounts: [{ address, type: 'eoa' }],
    })
    expect(wallet.controls.getState().connected).toBe(true)
    expect(wallet.controls.requests.map((entry) => entry.method)).toEqual([
      'eth_requestAccounts',
      'eth_chainId',
    ])
    expect(events).toEqual([])
    expect(adapter.getProvider()).toBe(wallet)
    expect(adapter.getProvider(connector.id)).toBe(wallet)
    expect(adapter.getProvider('unknown')).toBeUndefined()
  })

  test('parameters: chainId switches the wallet while connecting', async () => {
    const { adapter, connector, wallet, events } = await setup()
    const connection = await adapter.connect({ connector, chainId: 31338 })
    expect(connection.chainId).toBe(31338)
    expect(wallet.controls.getState().chainId).toBe(31338)
    expect(events).toEqual([])
  })

  test('behavior: user rejected request', async () => {
    const { adapter, connector, wallet } = await setup()
    wallet.controls.rejectNextRequest()
    const error = await adapter.connect({ connector }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect((error as UserRejectedRequestError).code).toBe(4001)
    expect((error as Error).cause).toBeInstanceOf(ProviderRpcError)
    expect(wallet.controls.getState().connected).toBe(false)
    expect(adapter.getProvider()).toBeUndefined()
  })

  test('behavior: declining the switch while connecting declines the connection', async () => {
    const { adapter, connector, wallet } = await setup()
    wallet.controls.rejectNextRequest('wallet_switchEthereumChain')
    await expect(adapter.connect({ connector, chainId: 31338 })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(adapter.getProvider()).toBeUndefined()
  })

  test('behavior: an unknown connector is not found', async () => {
    const { adapter } = setupAdapter({ target: new EventTarget(), announcementTimeout: 20 })
    await expect(
      adapter.connect({
        connector: { id: 'io.nowhere', name: 'Nowhere', type: 'ANNOUNCED', chain: 'eip155' },
      }),
    ).rejects.toThrow('Wallet provider not found')
  })

  test('behavior: getBalance reads the chain', async () => {
    const { adapter, address } = await setup()
    for (const [index, caipNetwork] of networks.entries()) {
      const balance = await adapter.getBalance({ address, caipNetwork })
      expect(balance).toEqual({
        value: await publicClient(index).getBalance({ address }),
        decimals: 18,
        symbol: 'ETH',
      })
      expect(balance.value).toBe(parseEther('100'))
    }
  })

  test('behavior: signMessage signs the UTF-8 message', async () => {
    const { adapter, address } = await connected()
    const message = 'Sign in to Latchkey — ключ 🔑\nnonce: 42'
    const signature = await adapter.signMessage({ message, address })
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    await expect(verifyMessage({ address, message, signature: signature as Hex })).resolves.toBe(
      true,
    )
  })

  test('behavior: sendTransaction moves funds', async () => {
    const { adapter, address } = await connected()
    const to = privateKeyToAddress(generatePrivateKey())
    const value = parseEther('1.5')
    const hash = await adapter.sendTransaction({ address, to, value, caipNetwork: networks[0]! })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await waitForReceipt(publicClient(0), { hash: hash as Hex })
    expect(receipt.status).toBe('success')
    expect(receipt.from).toBe(address.toLowerCase())
    expect(await publicClient(0).getBalance({ address: to })).toBe(value)
  })

  test('behavior: sendTransaction with data on another chain switches first', async () => {
    const { adapter, address, wallet, events } = await connected()
    const to = privateKeyToAddress(generatePrivateKey())
    const hash = await adapter.sendTransaction({
      address,
      to,
      value: 1n,
      data: '0xdeadbeef',
      caipNetwork: networks[1]!,
    })
    const receipt = await waitForReceipt(publicClient(1), { hash: hash as Hex })
    expect(receipt.status).toBe('success')
    const transaction = await publicClient(1).getTransaction({ hash: hash as Hex })
    expect(transaction.input).toBe('0xdeadbeef')
    expect(await publicClient(1).getBalance({ address: to })).toBe(1n)
    expect(wallet.controls.getState().chainId).toBe(31338)
    expect(events).toEqual([['chainChanged', { chainId: 31338 }]])
  })

  test('behavior: switchNetwork to a chain the wallet knows', async () => {
    const { adapter, wallet, events } = await connected()
    await adapter.switchNetwork(networks[1]!)
    expect(wallet.controls.getState().chainId).toBe(31338)
    expect(events).toEqual([['chainChanged', { chainId: 31338 }]])
    expect(
      wallet.controls.requests.some(({ method }) => method === 'wallet_addEthereumChain'),
    ).toBe(false)
  })

  test('behavior: switchNetwork adds a chain the wallet does not know', async () => {
    const { adapter, wallet, events } = await connected({ walletChains: [chains[0]!] })
    await adapter.switchNetwork(networks[1]!)
    const methods = wallet.controls.requests.map(({ method }) => method)
    expect(methods.slice(-3)).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
    expect(
      wallet.controls.requests.find(({ method }) => method === 'wallet_addEthereumChain')?.params,
    ).toEqual([
      {
        chainId: '0x7a6a',
        chainName: 'Latchkey Devnet 2',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: [devnet.chains[1]!.rpcUrl],
        blockExplorerUrls: ['http://127.0.0.1:4000'],
      },
    ])
    expect(wallet.controls.getState().chainId).toBe(31338)
    expect(events).toEqual([['chainChanged', { chainId: 31338 }]])
  })

  test('behavior: switchNetwork finds 4902 wrapped in data.originalError', async () => {
    const { adapter, wallet } = await connected({
      walletChains: [chains[0]!],
      wrap: wrapUnrecognizedChainError,
    })
    await adapter.switchNetwork(networks[1]!)
    expect(wallet.controls.getState().chainId).toBe(31338)
    expect(wallet.controls.requests.map(({ method }) => method)).toContain(
      'wallet_addEthereumChain',
    )
  })

  test('behavior: switchNetwork declined', async () => {
    const { adapter, wallet, events } = await connected()
    wallet.controls.rejectNextRequest()
    const error = await adapter.switchNetwork(networks[1]!).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(isUserRejection(error)).toBe(true)
    expect(wallet.controls.getState().chainId).toBe(31337)
    expect(events).toEqual([])
  })

  test('behavior: adding the chain declined', async () => {
    const { adapter, wallet } = await connected({ walletChains: [chains[0]!] })
    wallet.controls.rejectNextRequest('wallet_addEthereumChain')
    await expect(adapter.switchNetwork(networks[1]!)).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
  })

  test('behavior: a chain the wallet cannot add is not supported', async () => {
    const { adapter, wallet, events } = await connected({ walletChains: [chains[0]!] })
    // The RPC URL answers for chain 31337: the wallet refuses to add it as chain 999.
    const mismatched = toCaipNetwork({ ...devnet.chains[0]!, chainId: 999, name: 'Mismatched' })
    const error = await adapter.switchNetwork(mismatched).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ChainNotSupportedError)
    expect((error as ChainNotSupportedError).shortMessage).toBe('Chain is not supported')
    expect(((error as Error).cause as { code?: number }).code).toBe(-32602)
    expect(isUserRejection(error)).toBe(false)
    expect(wallet.controls.getState().chainId).toBe(31337)
    expect(events).toEqual([])
  })

  test('behavior: the wallet switching itself emits chainChanged', async () => {
    const { wallet, events } = await connected()
    wallet.controls.switchChain(31338)
    wallet.controls.switchChain(31338)
    wallet.controls.switchChain(999)
    expect(events).toEqual([
      ['chainChanged', { chainId: 31338 }],
      ['chainChanged', { chainId: 999 }],
    ])
  })

  test('behavior: the wallet changing account emits accountsChanged', async () => {
    const { wallet, events } = await connected()
    const privateKey = generatePrivateKey()
    wallet.controls.setAccount(privateKey)
    const address = privateKeyToAddress(privateKey)
    expect(events).toEqual([['accountsChanged', { accounts: [{ address, type: 'eoa' }] }]])
  })

  test('behavior: the wallet disconnecting emits disconnect', async () => {
    const { adapter, wallet, events } = await connected()
    wallet.controls.disconnect()
    expect(events).toEqual([['disconnect', undefined]])
    expect(adapter.getProvider()).toBeUndefined()
    // Stopped listening: the wallet's later moves are not this session's.
    wallet.controls.switchChain(31338)
    expect(events).toHaveLength(1)
  })

  test('behavior: connecting another wallet stops listening to the first', async () => {
    const target = new EventTarget()
    const first = await connected({ target, rdns: 'dev.latchkey.first' })
    const privateKey = await createFundedKey()
    const second = createTestWalletProvider({ privateKey, chains })
    announceProvider({ provider: second, target, info: { rdns: 'dev.latchkey.second' } })
    const connector = {
      id: 'dev.latchkey.second',
      name: 'Second',
      type: 'ANNOUNCED',
      chain: 'eip155',
    } as const
    await first.adapter.connect({ connector })
    expect(first.adapter.getProvider()).toBe(second)
    first.wallet.controls.switchChain(31338)
    expect(first.events).toEqual([])
    second.controls.switchChain(31338)
    expect(first.events).toEqual([['chainChanged', { chainId: 31338 }]])
  })

  test('behavior: disconnect revokes and stops listening', async () => {
    const { adapter, wallet, events } = await connected()
    await adapter.disconnect()
    expect(wallet.controls.requests.at(-1)).toEqual({
      method: 'wallet_revokePermissions',
      params: [{ eth_accounts: {} }],
    })
    expect(wallet.controls.getState().connected).toBe(false)
    expect(events).toEqual([])
    expect(adapter.getProvider()).toBeUndefined()
    wallet.controls.switchChain(31338)
    expect(events).toEqual([])
    await expect(adapter.disconnect()).resolves.toBeUndefined()
  })

  test('behavior: a failed revoke keeps the connection', async () => {
    const { adapter, wallet, events } = await connected()
    wallet.controls.rejectNextRequest('wallet_revokePermissions')
    await expect(adapter.disconnect()).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(adapter.getProvider()).toBe(wallet)
    wallet.controls.switchChain(31338)
    expect(events).toEqual([['chainChanged', { chainId: 31338 }]])
  })

  test('behavior: disconnect without wallet_revokePermissions', async () => {
    const { adapter, events } = await connected({ wrap: withoutRevokePermissions })
    await expect(adapter.disconnect()).resolves.toBeUndefined()
    expect(adapter.getProvider()).toBeUndefined()
    expect(events).toEqual([])
  })

  test('behavior: reconnect restores the connection, not after a revoke', async () => {
    const { target, wallet, connector, connection } = await connected()
    // A reload: a new adapter on the same page and wallet.
    const reloaded = setupAdapter({ target })
    await expect(reloaded.adapter.reconnect(connector)).resolves.toEqual(connection)
    expect(
      wallet.controls.requests.filter(({ method }) => method === 'eth_requestAccounts'),
    ).toHaveLength(1)
    wallet.controls.switchChain(31338)
    expect(reloaded.events).toEqual([['chainChanged', { chainId: 31338 }]])

    await reloaded.adapter.disconnect()
    const again = setupAdapter({ target })
    await expect(again.adapter.reconnect(connector)).resolves.toBeNull()
  })

  test('behavior: reconnect waits for a late announcement', async () => {
    const { target, wallet, connector, connection } = await connected()
    const page = new EventTarget()
    const { adapter } = setupAdapter({ target: page })
    setTimeout(
      () => announceProvider({ provider: wallet, target: page, info: connector.info }),
      200,
    )
    await expect(adapter.reconnect(connector)).resolves.toEqual(connection)
    expect(target).not.toBe(page)
  })

  test('behavior: reconnect gives up when the wallet never comes', async () => {
    const { adapter } = setupAdapter({ target: new EventTarget(), announcementTimeout: 50 })
    const connector = { id: 'io.gone', name: 'Gone', type: 'ANNOUNCED', chain: 'eip155' } as const
    await expect(adapter.reconnect(connector)).resolves.toBeNull()
  })

  test('behavior: methods that need a wallet fail before connect', async () => {
    const { adapter, address } = await setup()
    await expect(adapter.signMessage({ message: 'hi', address })).rejects.toThrow(
      'Connector not connected',
    )
    await expect(adapter.switchNetwork(networks[1]!)).rejects.toThrow('Connector not connected')
  })

  test('behavior: server rendering touches no window', async () => {
    expect(typeof window).toBe('undefined')
    const evm = evmAdapter()
    const { context } = createTestContext({ networks })
    expect(() => evm.setup(context)).not.toThrow()
    expect(() => evm.injectedSource!.setup(createSourceContext({ networks }))).not.toThrow()
    const adapter = connectThroughSource(evm, evm.injectedSource!)
    const onChange = (list: unknown) => {
      throw new Error(`unexpected connectors ${JSON.stringify(list)}`)
    }
    const unwatch = adapter.discoverConnectors(onChange)
    expect(unwatch).toBeTypeOf('function')
    expect(() => unwatch()).not.toThrow()
    expect(adapter.getProvider()).toBeUndefined()
    expect(adapter.getProvider('injected')).toBeUndefined()
    const connector = {
      id: 'injected',
      name: 'Browser Wallet',
      type: 'INJECTED',
      chain: 'eip155',
    } as const
    await expect(adapter.reconnect(connector)).resolves.toBeNull()
  })
})

/** The wallet as MetaMask Mobile answers an unknown chain: 4902 inside a -32603 error's data. */
function wrapUnrecognizedChainError(wallet: TestWalletProvider): Eip1193Provider {
  return {
    async request(args) {
      try {
        return await wallet.request(args)
      } catch (error) {
        if ((error as ProviderRpcError).code !== 4902) throw error
        throw new ProviderRpcError(-32603, 'Internal JSON-RPC error.', { originalError: error })
      }
    },
    on: (event, listener) => wallet.on(event as 'connect', listener),
    removeListener: (event, listener) => wallet.removeListener(event as 'connect', listener),
  }
}

/** The wallet as older wallets are: no wallet_revokePermissions. */
function withoutRevokePermissions(wallet: TestWalletProvider): Eip1193Provider {
  return {
    async request(args) {
      if (args.method === 'wallet_revokePermissions')
        throw new ProviderRpcError(4200, 'The Provider does not support the requested method.')
      return wallet.request(args)
    },
    on: (event, listener) => wallet.on(event as 'connect', listener),
    removeListener: (event, listener) => wallet.removeListener(event as 'connect', listener),
  }
}
