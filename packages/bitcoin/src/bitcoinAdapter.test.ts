// The bitcoin adapter against a real wallet on a real ledger: devchain's Bitcoin dev ledger (a
// regtest stand-in that checks signatures) and devchain's Wallet Standard test wallet (real
// secp256k1 keys), registered in a registry of the Wallet Standard's shape (Node has no window
// for `registerWallet`; discovery in a page is covered by the browser tests).
import {
  connect,
  createLatchkey,
  disconnect,
  fetchBalance,
  getAccount,
  getConnectors,
  isUserRejection,
  type LatchkeyClient,
} from '@latchkey/core'
import { ConnectorNotConnectedError } from '@latchkey/core/errors'
import {
  type BitcoinDevChain,
  type BitcoinTestWallet,
  createBitcoinTestWallet,
  startBitcoinDevChain,
} from '@latchkey/devchain'
import type { IdentifierString, Wallet } from '@wallet-standard/base'
import { Verifier } from 'bip322-js'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { bitcoinAdapter } from './bitcoinAdapter.js'
import { BitcoinTransferError, InvalidBitcoinRequestError } from './errors/bitcoin.js'
import { bitcoinIcon } from './networks/bitcoinIcon.js'
import type { WalletStandardRegistry } from './source/watchWalletStandard.js'

let chain: BitcoinDevChain
beforeAll(async () => {
  chain = await startBitcoinDevChain()
})
afterAll(() => chain?.stop())
const clients: LatchkeyClient[] = []
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
})

const network = () => ({
  id: chain.caipNetworkId.slice('bip122:'.length),
  caipNetworkId: chain.caipNetworkId,
  chainNamespace: 'bip122' as const,
  name: chain.name,
  nativeCurrency: chain.nativeCurrency,
  rpcUrls: { default: { http: [chain.rpcUrl] } },
  imageUrl: bitcoinIcon,
})

function createRegistry(wallets: Wallet[]): WalletStandardRegistry {
  return { get: () => wallets, on: () => () => {} }
}

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  }
}

function createWallet(account = 0) {
  return createBitcoinTestWallet({
    account: chain.accounts[account]!,
    name: 'Latchkey Dev Wallet',
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: [
      {
        ids: ['bitcoin:regtest', chain.caipNetworkId as IdentifierString],
        esploraUrl: chain.rpcUrl,
        network: chain.network,
      },
    ],
  })
}

async function setup(wallet: BitcoinTestWallet = createWallet()) {
  const client = createLatchkey({
    networks: [network()],
    adapters: [bitcoinAdapter({ registry: createRegistry([wallet]) })],
    storage: memoryStorage(),
    debug: false,
  })
  clients.push(client)
  await client.ready
  return { client, wallet }
}

const connectorId = 'bitcoinWalletStandard:Latchkey Dev Wallet'

describe('bitcoinAdapter', () => {
  test('default: lists the wallet, connects the payment account active, ordinals listed, reads the balance', async () => {
    const { client } = await setup()
    expect(getConnectors(client).connectors).toMatchObject([
      { id: connectorId, name: 'Latchkey Dev Wallet', type: 'ANNOUNCED', chain: 'bip122' },
    ])
    const [account] = chain.accounts
    const connected = await connect(client, { connectorId })
    expect(connected).toEqual({
      namespace: 'bip122',
      address: account!.address,
      caipAddress: `${chain.caipNetworkId}:${account!.address}`,
      chainId: chain.caipNetworkId.slice('bip122:'.length),
    })
    expect(getAccount(client, 'bip122')).toMatchObject({
      status: 'connected',
      preferredAccountType: 'payment',
      allAccounts: [
        { address: account!.address, type: 'payment' },
        { address: account!.ordinals.address, type: 'payment' },
      ],
    })
    const balance = await fetchBalance(client, { force: true })
    const stats = chain.ledger.stats(account!.address)
    expect(balance).toMatchObject({ symbol: 'BTC', decimals: 8 })
    expect(BigInt(balance!.value)).toBe(BigInt(stats.funded_txo_sum - stats.spent_txo_sum))
  })

  test('behavior: signs a BIP-322 message that bip322-js verifies against the address', async () => {
    const { client } = await setup()
    await connect(client, { connectorId })
    const address = chain.accounts[0]!.address
    const signature = await client.adapters
      .get('bip122')!
      .signMessage({ message: 'Hello from Latchkey', address })
    expect(Verifier.verifySignature(address, 'Hello from Latchkey', signature)).toBe(true)
  })

  test('behavior: a transfer lands on the ledger; bad ones are refused before the wallet', async () => {
    const { client, wallet } = await setup(createWallet(1))
    await connect(client, { connectorId })
    const adapter = client.adapters.get('bip122')!
    const to = chain.accounts[3]!.address
    const before = chain.ledger.stats(to).funded_txo_sum
    const from = chain.accounts[1]!.address
    const txid = await adapter.sendTransaction({
      address: from,
      to,
      value: 42_000n,
      caipNetwork: network(),
    })
    expect(chain.ledger.transaction(txid)).toBeDefined()
    expect(chain.ledger.stats(to).funded_txo_sum - before).toBe(42_000)
    await expect(
      adapter.sendTransaction({ address: from, to, caipNetwork: network() }),
    ).rejects.toBeInstanceOf(InvalidBitcoinRequestError)
    await expect(
      adapter.sendTransaction({ address: from, to, value: 10n ** 12n, caipNetwork: network() }),
    ).rejects.toBeInstanceOf(BitcoinTransferError)
    wallet.controls.rejectNextRequest('bitcoin:sendTransfer')
    const declined = adapter.sendTransaction({
      address: from,
      to,
      value: 1n,
      caipNetwork: network(),
    })
    await expect(declined.catch((error) => isUserRejection(error))).resolves.toBe(true)
  })

  test('behavior: a wallet without sendTransfer signs a PSBT built by the adapter; it lands', async () => {
    const full = createWallet(2)
    const { 'bitcoin:sendTransfer': _, ...features } = full.features
    const wallet = {
      version: full.version,
      name: full.name,
      icon: full.icon,
      chains: full.chains,
      features,
      get accounts() {
        return full.accounts
      },
    }
    const client = createLatchkey({
      networks: [network()],
      adapters: [bitcoinAdapter({ registry: createRegistry([wallet]) })],
      storage: memoryStorage(),
      debug: false,
    })
    clients.push(client)
    await client.ready
    await connect(client, { connectorId })
    const to = chain.accounts[0]!.ordinals.address
    const before = chain.ledger.stats(to).funded_txo_sum
    const txid = await client.adapters.get('bip122')!.sendTransaction({
      address: chain.accounts[2]!.address,
      to,
      value: 123_456_789n,
      caipNetwork: network(),
    })
    expect(chain.ledger.transaction(txid)).toBeDefined()
    expect(chain.ledger.stats(to).funded_txo_sum - before).toBe(123_456_789)
    expect(full.controls.requests.map((request) => request.feature)).toContain(
      'bitcoin:signTransaction',
    )
  })

  test('behavior: signing before connecting fails; a wallet-side disconnect ends the session', async () => {
    const { client, wallet } = await setup()
    const adapter = client.adapters.get('bip122')!
    await expect(
      adapter.signMessage({ message: 'x', address: chain.accounts[0]!.address }),
    ).rejects.toBeInstanceOf(ConnectorNotConnectedError)
    await connect(client, { connectorId })
    wallet.controls.disconnect()
    await expect.poll(() => getAccount(client, 'bip122').status).toBe('disconnected')
    await connect(client, { connectorId })
    await disconnect(client)
    expect(wallet.controls.getState().connected).toBe(false)
  })
})
