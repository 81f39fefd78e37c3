// The real WalletConnect SDKs through the relay, nothing stood in: `@walletconnect/sign-client`
// as the dapp, the WalletConnect test wallet of devchain (`@reown/walletkit`) as the wallet,
// signing with a dev key and sending to local anvil chains. Only the vendor's verify service is
// switched off (it is not part of our stack and unreachable offline).
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  createWalletConnectTestWallet,
  devAccounts,
  type StartDevChainsReturnType,
  startDevChains,
  type WalletConnectTestWallet,
  waitForReceipt,
} from '@latchkey/devchain'
import SignClient from '@walletconnect/sign-client'
import {
  createPublicClient,
  type Hex,
  http,
  parseEther,
  toHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { type Config, loadConfig } from '../config.js'
import { type StartServerReturnType, startServer } from '../startServer.js'

type Dapp = Awaited<ReturnType<typeof SignClient.init>>

let folder: string
let config: Config
let running: StartServerReturnType
let relayUrl: string
let devnet: StartDevChainsReturnType
const dapps: Dapp[] = []
const wallets: WalletConnectTestWallet[] = []

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'latchkey-relay-sdk-test-'))
  config = loadConfig({ LATCHKEY_PORT: '0', LATCHKEY_DATA_DIR: folder, LOG_LEVEL: 'silent' })
  ;[running, devnet] = await Promise.all([startServer({ config }), startDevChains()])
  relayUrl = running.url.replace(/^http/, 'ws')
})
afterAll(async () => {
  await Promise.all([running?.close(), devnet?.stop()])
  await rm(folder, { recursive: true, force: true })
})
afterEach(async () => {
  await Promise.all([
    ...wallets.splice(0).map((wallet) => wallet.close()),
    ...dapps.splice(0).map(async (dapp) => {
      dapp.core.heartbeat.stop()
      await dapp.core.relayer.transportClose().catch(() => {})
    }),
  ])
})

const walletKey = devAccounts[1]!
const [chain1, chain2] = [31337, 31338]
const eip155 = {
  chains: [`eip155:${chain1}`, `eip155:${chain2}`],
  methods: [
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'wallet_switchEthereumChain',
  ],
  events: ['chainChanged', 'accountsChanged'],
}

async function createDapp() {
  const dapp = await SignClient.init({
    projectId: 'latchkey-test-dapp',
    relayUrl,
    customStoragePrefix: `dapp-${randomUUID()}`,
    telemetryEnabled: false,
    // Rejections the tests cause on purpose would be logged as errors.
    logger: 'fatal',
    metadata: { name: 'Test Dapp', description: 'A dapp', url: 'https://dapp.invalid', icons: [] },
  })
  // In a browser this loads the vendor's verify iframe and waits 5 s for it offline (LOCAL-STACK.md).
  dapp.core.verify.register = async () => ''
  dapps.push(dapp)
  return dapp
}

async function createWallet() {
  const wallet = await createWalletConnectTestWallet({
    relayUrl,
    privateKey: walletKey.privateKey,
    chains: devnet.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
  })
  wallets.push(wallet)
  return wallet
}

/** The flow a person goes through: the dapp shows a URI, the wallet pairs and approves. */
async function connect() {
  const [dapp, wallet] = await Promise.all([createDapp(), createWallet()])
  const { uri, approval } = await dapp.connect({ optionalNamespaces: { eip155 } })
  await wallet.pair(uri!)
  const [session] = await Promise.all([approval(), wallet.approveNext()])
  return { dapp, wallet, session }
}

describe('relay with the WalletConnect SDKs', () => {
  test('default: a dapp pairs with the wallet, which approves; personal_sign is signed by it', async () => {
    const { dapp, wallet, session } = await connect()
    expect(session.namespaces.eip155?.accounts).toEqual([
      `eip155:${chain1}:${walletKey.address}`,
      `eip155:${chain2}:${walletKey.address}`,
    ])
    expect(session.peer.metadata.name).toBe('Latchkey Test Wallet')
    expect(wallet.sessions().map((each) => each.topic)).toEqual([session.topic])

    const message = toHex('Sign in to Test Dapp')
    const signature = await dapp.request<Hex>({
      topic: session.topic,
      chainId: `eip155:${chain1}`,
      request: { method: 'personal_sign', params: [message, walletKey.address] },
    })
    expect(
      await verifyMessage({ address: walletKey.address, message: { raw: message }, signature }),
    ).toBe(true)
    expect(wallet.requests).toEqual([
      {
        topic: session.topic,
        chainId: `eip155:${chain1}`,
        method: 'personal_sign',
        params: [message, walletKey.address],
      },
    ])
  })

  test('behavior: typed data is signed and transactions are sent on the chain the dapp names', async () => {
    const { dapp, session } = await connect()
    const typedData = {
      domain: { name: 'Test Dapp', version: '1', chainId: chain2 },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting',
      message: { text: 'hello' },
    } as const
    const signature = await dapp.request<Hex>({
      topic: session.topic,
      chainId: `eip155:${chain2}`,
      request: {
        method: 'eth_signTypedData_v4',
        params: [walletKey.address, JSON.stringify(typedData)],
      },
    })
    expect(await verifyTypedData({ address: walletKey.address, signature, ...typedData })).toBe(
      true,
    )

    const recipient = devAccounts[2]!.address
    const hash = await dapp.request<Hex>({
      topic: session.topic,
      chainId: `eip155:${chain2}`,
      request: {
        method: 'eth_sendTransaction',
        params: [{ from: walletKey.address, to: recipient, value: toHex(parseEther('0.01')) }],
      },
    })
    const chain = devnet.chains.find(({ chainId }) => chainId === chain2)!
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const receipt = await waitForReceipt(client, { hash, pollingInterval: 50 })
    expect(receipt).toMatchObject({ status: 'success', to: recipient.toLowerCase() })
    expect(receipt.from.toLowerCase()).toBe(walletKey.address.toLowerCase())
  })

  test('behavior: chain switches and account changes reach the dapp as session events', async () => {
    const { dapp, wallet, session } = await connect()
    const events: { name: string; data: unknown; chainId: string }[] = []
    dapp.on('session_event', ({ params }) =>
      events.push({ ...params.event, chainId: params.chainId }),
    )

    expect(
      await dapp.request({
        topic: session.topic,
        chainId: `eip155:${chain1}`,
        request: { method: 'wallet_switchEthereumChain', params: [{ chainId: toHex(chain2) }] },
      }),
    ).toBeNull()
    await expect
      .poll(() => events)
      .toEqual([{ name: 'chainChanged', data: chain2, chainId: `eip155:${chain2}` }])
    expect(wallet.chainId).toBe(chain2)

    await wallet.switchChain(chain1)
    await expect
      .poll(() => events.at(-1))
      .toEqual({
        name: 'chainChanged',
        data: chain1,
        chainId: `eip155:${chain1}`,
      })

    const next = devAccounts[3]!
    await wallet.emitAccountsChanged(next.privateKey)
    await expect
      .poll(() => events.at(-1))
      .toEqual({
        name: 'accountsChanged',
        data: [next.address],
        chainId: `eip155:${chain1}`,
      })
    expect(dapp.session.get(session.topic).namespaces.eip155?.accounts).toEqual([
      `eip155:${chain1}:${next.address}`,
      `eip155:${chain2}:${next.address}`,
    ])
  })

  test('behavior: a rejected proposal and a rejected request reach the dapp as errors', async () => {
    const [dapp, wallet] = await Promise.all([createDapp(), createWallet()])
    const { uri, approval } = await dapp.connect({ optionalNamespaces: { eip155 } })
    await wallet.pair(uri!)
    const rejected = expect(approval()).rejects.toMatchObject({ code: 5000 })
    await (await wallet.nextProposal()).reject()
    await rejected
    expect(wallet.proposals).toEqual([])

    const connected = await connect()
    connected.wallet.rejectNextRequest()
    await expect(
      connected.dapp.request({
        topic: connected.session.topic,
        chainId: `eip155:${chain1}`,
        request: { method: 'personal_sign', params: ['0x01', walletKey.address] },
      }),
    ).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
  })

  test('behavior: a disconnect on either side ends the session on the other', async () => {
    const first = await connect()
    const deleted = new Promise((resolve) => first.dapp.once('session_delete', resolve))
    await first.wallet.disconnect(first.session.topic)
    expect(await deleted).toMatchObject({ topic: first.session.topic })
    expect(first.dapp.session.getAll()).toEqual([])

    const second = await connect()
    await second.dapp.disconnect({
      topic: second.session.topic,
      reason: { code: 6000, message: 'User disconnected.' },
    })
    await expect.poll(() => second.wallet.sessions()).toEqual([])
  })

  test('behavior: the relay restarts during a session; a request sent meanwhile is answered', async () => {
    const { dapp, session } = await connect()
    const port = Number(new URL(running.url).port)
    await running.close()
    const message = toHex('sent while the relay was down')
    const answer = dapp.request<Hex>({
      topic: session.topic,
      chainId: `eip155:${chain1}`,
      request: { method: 'personal_sign', params: [message, walletKey.address] },
    })
    running = await startServer({ config: { ...config, port } })
    const signature = await answer
    expect(
      await verifyMessage({ address: walletKey.address, message: { raw: message }, signature }),
    ).toBe(true)
  })
})
