// A session key sends a user operation through the server's bundler with toSessionKeyAccount,
// against a real anvil node with ERC-4337 v0.7 and the session-key account deployed as the dev
// chains have them: the owner upgrades its SimpleAccount and grants the key; the key's call within
// the grant lands with no owner signature, one outside it is refused by the account on chain.
import {
  type AnvilInstance,
  accountAbstractionAddresses,
  compileSessionAccount,
  deployAccountAbstraction,
  deployToken,
  devAccounts,
  devBundlerAccount,
  sessionAccountImplementation,
  startAnvil,
} from '@latchkey/devchain'
import { createServer, loadConfig } from '@latchkey/server'
import {
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  type PublicClient,
  parseAbi,
  parseEther,
  type Transport,
} from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { toSessionKeyAccount } from './toSessionKeyAccount.js'

const owner = privateKeyToAccount(devAccounts[8]!.privateKey)
const sessionKey = privateKeyToAccount(generatePrivateKey())
const recipient = devAccounts[9]!.address
const factoryAbi = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
])
let anvil: AnvilInstance
let server: ReturnType<typeof createServer>
let bundlerUrl: string
let client: PublicClient<Transport, Chain>
let account: Address
let token: Address

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  await deployAccountAbstraction({ rpcUrl: anvil.rpcUrl })
  client = createPublicClient({
    chain: defineChain({
      id: 31337,
      name: 'dev',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [anvil.rpcUrl] } },
    }),
    transport: http(anvil.rpcUrl),
  })
  server = createServer({
    config: loadConfig({
      LOG_LEVEL: 'silent',
      LATCHKEY_CHAINS: `eip155:31337=${anvil.rpcUrl}`,
      LATCHKEY_BUNDLER_KEY: devBundlerAccount.privateKey,
      LATCHKEY_BUNDLER_CHAINS: 'eip155:31337',
    }),
  })
  bundlerUrl = `${await server.listen({ host: '127.0.0.1', port: 0 })}/v1/bundler/eip155:31337`
  const wallet = createWalletClient({ account: owner, transport: http(anvil.rpcUrl) })
  const wait = async (hash: Hex) =>
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
  const factory = accountAbstractionAddresses.simpleAccountFactory
  await wait(
    await wallet.writeContract({
      address: factory,
      abi: factoryAbi,
      functionName: 'createAccount',
      args: [owner.address, 0n],
      chain: null,
    }),
  )
  account = await client.readContract({
    address: factory,
    abi: factoryAbi,
    functionName: 'getAddress',
    args: [owner.address, 0n],
  })
  await wait(await wallet.sendTransaction({ to: account, value: parseEther('1'), chain: null }))
  token = (await deployToken({ rpcUrl: anvil.rpcUrl, name: 'T', symbol: 'T', fund: [account] }))
    .address
  const { abi } = await compileSessionAccount()
  const grant = encodeFunctionData({
    abi,
    functionName: 'grantSession',
    args: [
      sessionKey.address,
      token,
      '0xa9059cbb',
      Number((await client.getBlock()).timestamp) + 3600,
      parseEther('0.05'),
      100n,
    ],
  })
  await wait(
    await wallet.writeContract({
      address: account,
      abi: parseAbi(['function upgradeToAndCall(address implementation, bytes data) payable']),
      functionName: 'upgradeToAndCall',
      args: [sessionAccountImplementation, grant],
      chain: null,
    }),
  )
}, 120_000)
afterAll(async () => {
  await server?.close()
  await anvil?.stop()
})

const transfer = (amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, amount] })

describe('toSessionKeyAccount', () => {
  test('the key sends a call within its grant through the bundler, no owner signature', async () => {
    const bundler = createBundlerClient({
      account: await toSessionKeyAccount({ client, address: account, sessionKey }),
      client,
      transport: http(bundlerUrl),
    })
    const hash = await bundler.sendUserOperation({ calls: [{ to: token, data: transfer(25n) }] })
    const receipt = await bundler.waitForUserOperationReceipt({ hash })
    expect(receipt.success).toBe(true)
    expect(receipt.sender.toLowerCase()).toBe(account.toLowerCase())
    expect(
      await client.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [recipient],
      }),
    ).toBe(25n)
  })

  test('behavior: a call outside the grant is refused, with the account’s reason', async () => {
    const bundler = createBundlerClient({
      account: await toSessionKeyAccount({ client, address: account, sessionKey }),
      client,
      transport: http(bundlerUrl),
    })
    await expect(
      bundler.sendUserOperation({ calls: [{ to: token, data: transfer(1000n) }] }),
    ).rejects.toThrow(/session: token limit exceeded/)
    await expect(
      bundler.sendUserOperation({ calls: [{ to: recipient, data: transfer(1n) }] }),
    ).rejects.toThrow(/session: contract not allowed/)
  })
})
