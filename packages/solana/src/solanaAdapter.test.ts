// The solana adapter against a real wallet on a real runtime: devchain's Solana dev chain (litesvm
// behind its JSON-RPC server) and devchain's Wallet Standard test wallet (a real ed25519 key),
// registered in a registry of the Wallet Standard's shape (Node has no window for
// `registerWallet`; discovery in a page is covered by the browser tests).
import {
  connect,
  createLatchkey,
  defineNetwork,
  disconnect,
  fetchBalance,
  getAccount,
  getConnection,
  getConnectors,
  getProvider,
  isUserRejection,
  type LatchkeyClient,
} from '@latchkey/core'
import { ConnectorNotConnectedError } from '@latchkey/core/errors'
import {
  createSolanaTestWallet,
  type SolanaDevChain,
  type SolanaTestWallet,
  startSolanaDevChain,
} from '@latchkey/devchain'
import { ed25519 } from '@noble/curves/ed25519'
import { address, getBase58Encoder } from '@solana/kit'
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import type { Wallet } from '@wallet-standard/base'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { invalidSendMessage, sendFailedMessage } from './errors/solana.js'
import type { SolanaProvider } from './provider/SolanaProvider.js'
import { solanaAdapter } from './solanaAdapter.js'
import type { WalletStandardRegistry } from './source/watchWalletStandard.js'

let chain: SolanaDevChain
beforeAll(async () => {
  chain = await startSolanaDevChain()
})
afterAll(() => chain?.stop())
const clients: LatchkeyClient[] = []
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
})

const network = () =>
  defineNetwork({
    id: chain.caipNetworkId.slice('solana:'.length),
    chainNamespace: 'solana',
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })

function createRegistry(wallets: Wallet[]): WalletStandardRegistry & { add(wallet: Wallet): void } {
  const listeners = new Set<() => void>()
  return {
    get: () => wallets,
    on(_event, listener) {
      listeners.add(listener as () => void)
      return () => listeners.delete(listener as () => void)
    },
    add(wallet) {
      wallets.push(wallet)
      for (const listener of listeners) listener()
    },
  }
}

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  }
}

async function createWallet(account = 0, storage = memoryStorage()) {
  return createSolanaTestWallet({
    secretKey: chain.accounts[account]!.secretKey,
    name: 'Latchkey Dev Wallet',
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: [{ ids: ['solana:localnet', chain.caipNetworkId], rpcUrl: chain.rpcUrl }],
    storage,
  })
}

async function setup(
  options: { wallet?: SolanaTestWallet; storage?: ReturnType<typeof memoryStorage> } = {},
) {
  const wallet = options.wallet ?? (await createWallet())
  const client = createLatchkey({
    networks: [network()],
    adapters: [solanaAdapter({ registry: createRegistry([wallet]) })],
    storage: options.storage ?? memoryStorage(),
    debug: false,
  })
  clients.push(client)
  await client.ready
  return { client, wallet }
}

const connectorId = 'walletStandard:Latchkey Dev Wallet'
const tokenBalance = async (owner: string) => {
  const [ata] = await findAssociatedTokenPda({
    owner: address(owner),
    mint: address(chain.token.address),
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  const account = chain.runtime.getAccount(ata)
  if (!account.exists) return 0n
  return new DataView(account.data.buffer, account.data.byteOffset).getBigUint64(64, true)
}

describe('solanaAdapter', () => {
  test('default: lists the Wallet Standard wallet, connects it and reads its SOL balance', async () => {
    const { client } = await setup()
    expect(getConnectors(client).connectors).toMatchObject([
      { id: connectorId, name: 'Latchkey Dev Wallet', type: 'ANNOUNCED', chain: 'solana' },
    ])
    const connected = await connect(client, { connectorId })
    expect(connected).toEqual({
      namespace: 'solana',
      address: chain.accounts[0]!.address,
      caipAddress: `${chain.caipNetworkId}:${chain.accounts[0]!.address}`,
      chainId: chain.caipNetworkId.slice('solana:'.length),
    })
    expect(getAccount(client, 'solana')).toMatchObject({
      status: 'connected',
      preferredAccountType: 'eoa',
      allAccounts: [{ address: chain.accounts[0]!.address, type: 'eoa' }],
    })
    const balance = await fetchBalance(client, { force: true })
    expect(balance).toMatchObject({ symbol: 'SOL', decimals: 9 })
    expect(BigInt(balance!.value)).toBe(
      chain.runtime.getBalance(address(chain.accounts[0]!.address)),
    )
  })

  test("behavior: signing before a wallet is connected fails with core's ConnectorNotConnectedError", async () => {
    const { client } = await setup()
    const { adapters } = client
    const signing = adapters.get('solana')!.signMessage({
      message: 'Hello from Latchkey',
      address: chain.accounts[0]!.address,
    })
    await expect(signing).rejects.toBeInstanceOf(ConnectorNotConnectedError)
    await expect(signing).rejects.toMatchObject({
      shortMessage: 'Connector not connected',
      method: 'signMessage',
    })
  })

  test('behavior: signs a message that verifies with ed25519 against the address', async () => {
    const { client } = await setup()
    await connect(client, { connectorId })
    const { adapters } = client
    const signature = await adapters.get('solana')!.signMessage({
      message: 'Hello from Latchkey',
      address: chain.accounts[0]!.address,
    })
    const publicKey = new Uint8Array(getBase58Encoder().encode(chain.accounts[0]!.address))
    const bytes = new Uint8Array(getBase58Encoder().encode(signature))
    expect(ed25519.verify(bytes, new TextEncoder().encode('Hello from Latchkey'), publicKey)).toBe(
      true,
    )
  })

  test('behavior: sends SOL and an SPL token; the runtime moves both', async () => {
    const { client } = await setup()
    await connect(client, { connectorId })
    const adapter = client.adapters.get('solana')!
    const to = chain.accounts[3]!.address
    const before = chain.runtime.getBalance(address(to))
    const tokensBefore = await tokenBalance(to)
    const from = chain.accounts[0]!.address
    const caipNetwork = network()
    const sent = await adapter.sendTransaction({
      address: from,
      to,
      value: 250_000_000n,
      caipNetwork,
    })
    expect(chain.runtime.getSignatureStatus(sent)?.err).toBeNull()
    expect(chain.runtime.getBalance(address(to))).toBe(before + 250_000_000n)
    await adapter.sendTransaction({
      address: from,
      to,
      value: 3_000_000n,
      caipNetwork,
      token: { address: chain.token.address, decimals: 6 },
    })
    expect(await tokenBalance(to)).toBe(tokensBefore + 3_000_000n)
    await expect(
      adapter.sendTransaction({ address: from, to: 'nope', value: 1n, caipNetwork }),
    ).rejects.toThrow(invalidSendMessage)
    await expect(adapter.sendTransaction({ address: from, to, caipNetwork })).rejects.toThrow(
      invalidSendMessage,
    )
    // More SOL than the account holds: the RPC's preflight refuses it.
    await expect(
      adapter.sendTransaction({ address: from, to, value: 10n ** 15n, caipNetwork }),
    ).rejects.toThrow(sendFailedMessage)
  })

  test('behavior: a declined connection and a declined send are rejections (4001)', async () => {
    const { client, wallet } = await setup()
    wallet.controls.rejectNextRequest()
    const declined = await connect(client, { connectorId }).catch((error: unknown) => error)
    expect(isUserRejection(declined)).toBe(true)
    expect(getConnection(client).attempt?.status).toBe('declined')
    expect(getAccount(client, 'solana').status).toBe('disconnected')
    await connect(client, { connectorId })
    wallet.controls.rejectNextRequest('solana:signAndSendTransaction')
    const adapter = client.adapters.get('solana')!
    const error = await adapter
      .sendTransaction({
        address: chain.accounts[0]!.address,
        to: chain.accounts[1]!.address,
        value: 1n,
        caipNetwork: network(),
      })
      .catch((failure: unknown) => failure)
    expect(isUserRejection(error)).toBe(true)
  })

  test('behavior: the wallet changing account or disconnecting reaches the store', async () => {
    const { client, wallet } = await setup()
    await connect(client, { connectorId })
    await wallet.controls.setAccount(chain.accounts[2]!.secretKey)
    await vi.waitUntil(() => getAccount(client, 'solana').address === chain.accounts[2]!.address)
    wallet.controls.disconnect()
    await vi.waitUntil(() => getAccount(client, 'solana').status === 'disconnected')
  })

  test('behavior: a new client restores the connection without a prompt; disconnect ends it', async () => {
    const storage = memoryStorage()
    const walletStorage = memoryStorage()
    const { client } = await setup({ storage, wallet: await createWallet(0, walletStorage) })
    await connect(client, { connectorId })
    client.destroy()
    const wallet = await createWallet(0, walletStorage)
    const { client: reloaded } = await setup({ storage, wallet })
    expect(getAccount(reloaded, 'solana')).toMatchObject({
      status: 'connected',
      address: chain.accounts[0]!.address,
    })
    expect(wallet.controls.requests.map((request) => request.feature)).not.toContain(
      'standard:connect',
    )
    const provider = getProvider(reloaded, 'solana') as SolanaProvider
    await expect(provider.request({ method: 'solana_getAccounts' })).resolves.toEqual([
      { pubkey: chain.accounts[0]!.address },
    ])
    await disconnect(reloaded)
    expect(wallet.controls.getState().connected).toBe(false)
  })
})
