// A session key sends a user operation through the server's bundler with toSessionKeyAccount,
// against a real anvil node with ERC-4337 v0.7 and the session-key account deployed as the dev
// chains have them: the owner upgrades its SimpleAccount and grants the key; the key's call within
// the grant lands with no owner signature, one outside it is refused by the account on chain.
import {
  type AnvilInstance,
  createDevSimpleAccount,
  deployAccountAbstraction,
  deployToken,
  devAccounts,
  devBundlerAccount,
  grantDevSession,
  startAnvil,
} from '@latchkey/devchain'
import { createServer, loadConfig } from '@latchkey/server'
import {
  type Address,
  type Chain,
  createPublicClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  http,
  type PublicClient,
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
  account = await createDevSimpleAccount({ rpcUrl: anvil.rpcUrl, owner, fund: parseEther('1') })
  token = (await deployToken({ rpcUrl: anvil.rpcUrl, name: 'T', symbol: 'T', fund: [account] }))
    .address
  await grantDevSession({
    rpcUrl: anvil.rpcUrl,
    account,
    owner,
    key: sessionKey.address,
    target: token,
    valueLimit: parseEther('0.05'),
    callLimit: 100n,
  })
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
