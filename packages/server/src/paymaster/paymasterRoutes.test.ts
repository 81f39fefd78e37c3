// The paymaster service in front of a real anvil node with ERC-4337 v0.7 and the reference
// VerifyingPaymaster deployed the way the dev chains have them, behind the server's own bundler:
// viem's bundler client with a paymaster client (ERC-7677) and permissionless's SimpleAccount, as
// a wallet would. The spend is recorded in the server's database (PGlite).
import {
  type AnvilInstance,
  deployAccountAbstraction,
  deployToken,
  devAccounts,
  devBundlerAccount,
  devPaymasterSignerAccount,
  startAnvil,
} from '@latchkey/devchain'
import type { FastifyInstance } from 'fastify'
import { toSimpleSmartAccount } from 'permissionless/accounts'
import {
  type Address,
  createPublicClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  numberToHex,
  type PublicClient,
  parseGwei,
} from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
  entryPoint07Abi,
  entryPoint07Address,
} from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loadConfig } from '../config.js'
import { createServer } from '../createServer.js'
import { createPgliteDatabase } from '../db/createPgliteDatabase.js'
import type { Database } from '../db/Database.js'

const chain = defineChain({
  id: 31337,
  name: 'dev',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
})
const receiver = devAccounts[7]!.address
// The capped project's budget: one of the hand-made operations below (330,000 gas at 1 gwei,
// 3.3e14 wei) fits, a second does not.
const cap = 500_000_000_000_000n

let anvil: AnvilInstance
let database: Database
let server: FastifyInstance
let serverUrl: string
let client: PublicClient
let token: Address
let paymasterAddress: Address

beforeAll(async () => {
  ;[anvil, database] = await Promise.all([startAnvil({ chainId: 31337 }), createPgliteDatabase()])
  const deployed = await deployAccountAbstraction({ rpcUrl: anvil.rpcUrl })
  paymasterAddress = deployed.verifyingPaymaster
  token = (await deployToken({ rpcUrl: anvil.rpcUrl, name: 'Sponsored', symbol: 'SPN' })).address
  client = createPublicClient({ chain, transport: http(anvil.rpcUrl) })
  const policy = (maxWei: bigint) => ({
    contracts: [token],
    maxWeiPerAccountPerDay: maxWei.toString(),
  })
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    LATCHKEY_CHAINS: `eip155:31337=${anvil.rpcUrl}`,
    LATCHKEY_BUNDLER_KEY: devBundlerAccount.privateKey,
    LATCHKEY_BUNDLER_CHAINS: 'eip155:31337',
    LATCHKEY_PAYMASTER_KEY: devPaymasterSignerAccount.privateKey,
    LATCHKEY_PAYMASTER_CHAINS: 'eip155:31337',
    LATCHKEY_PAYMASTER_ADDRESS: paymasterAddress,
    LATCHKEY_PAYMASTER_POLICIES: JSON.stringify({ '*': policy(10n ** 17n), capped: policy(cap) }),
  })
  server = createServer({ config, database })
  serverUrl = await server.listen({ host: '127.0.0.1', port: 0 })
})
afterAll(async () => {
  await server?.close()
  await database?.close()
  await anvil?.stop()
})

async function smartAccount(ownerIndex: number) {
  const account = await toSimpleSmartAccount({
    client,
    owner: privateKeyToAccount(devAccounts[ownerIndex]!.privateKey),
    entryPoint: { address: entryPoint07Address, version: '0.7' },
  })
  const bundlerClient = createBundlerClient({
    account,
    client,
    transport: http(`${serverUrl}/v1/bundler/eip155:31337`),
    paymaster: createPaymasterClient({
      transport: http(`${serverUrl}/v1/paymaster/eip155:31337`),
    }),
  })
  return { account, bundlerClient }
}

/** One raw JSON-RPC call to the paymaster service. */
async function call(method: string, params: unknown[], query = '') {
  const response = await fetch(`${serverUrl}/v1/paymaster/eip155:31337${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return { status: response.status, body: await response.json() }
}

/** A user operation of `sender` approving the token, its gas fields as a wallet would fill them. */
function approval(sender: Address, nonce = 0n) {
  return {
    sender,
    nonce: numberToHex(nonce),
    callData: encodeFunctionData({
      abi: [
        {
          type: 'function',
          name: 'execute',
          stateMutability: 'nonpayable',
          inputs: [
            { name: 'dest', type: 'address' },
            { name: 'value', type: 'uint256' },
            { name: 'func', type: 'bytes' },
          ],
          outputs: [],
        },
      ],
      functionName: 'execute',
      args: [
        token,
        0n,
        encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [receiver, 1n] }),
      ],
    }),
    callGasLimit: numberToHex(100_000n),
    verificationGasLimit: numberToHex(100_000n),
    preVerificationGas: numberToHex(50_000n),
    maxFeePerGas: numberToHex(parseGwei('1')),
    maxPriorityFeePerGas: numberToHex(parseGwei('1')),
  }
}

const notSponsored = (message: RegExp) => ({
  status: 200,
  body: { jsonrpc: '2.0', id: 1, error: { code: -32001, message: expect.stringMatching(message) } },
})

describe('paymasterRoutes', () => {
  test('behavior: a sponsored user operation deploys the account and costs it nothing', async () => {
    const { account, bundlerClient } = await smartAccount(3)
    // The account holds no coin at all: only the paymaster can pay.
    expect(await client.getBalance({ address: account.address })).toBe(0n)
    const deposit = () =>
      client.readContract({
        address: entryPoint07Address,
        abi: entryPoint07Abi,
        functionName: 'balanceOf',
        args: [paymasterAddress],
      })
    const depositBefore = await deposit()
    const hash = await bundlerClient.sendUserOperation({
      calls: [
        {
          to: token,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'approve',
            args: [receiver, 5n],
          }),
        },
      ],
    })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, pollingInterval: 100 })
    expect(receipt.success).toBe(true)
    expect(receipt.paymaster).toBe(paymasterAddress)
    expect(await client.getCode({ address: account.address })).toMatch(/^0x./)
    expect(
      await client.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [account.address, receiver],
      }),
    ).toBe(5n)
    expect(await client.getBalance({ address: account.address })).toBe(0n)
    // The gas came out of the paymaster's deposit, and the spend is recorded against the account.
    expect(await deposit()).toBe(depositBefore - receipt.actualGasCost)
    const { rows } = await database.query<{ policy: string; account: string; wei: string }>(
      'select policy, account, wei::text as wei from paymaster_spend where account = $1',
      [account.address.toLowerCase()],
    )
    expect(rows).toEqual([
      { policy: '*', account: account.address.toLowerCase(), wei: expect.stringMatching(/^[1-9]/) },
    ])
    expect(BigInt(rows[0]!.wei)).toBeGreaterThanOrEqual(receipt.actualGasCost)
  })

  test('errors: a call outside the policy is not sponsored, with the reason', async () => {
    const { account, bundlerClient } = await smartAccount(4)
    await expect(
      bundlerClient.sendUserOperation({ calls: [{ to: receiver, value: 1n }] }),
    ).rejects.toThrow(`Not sponsored: the policy does not cover calls to ${receiver}`)
    // A batch with one call outside it is refused as a whole.
    const inside = {
      to: token,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [receiver, 1n] }),
    }
    await expect(
      bundlerClient.sendUserOperation({ calls: [inside, { to: receiver, data: '0x' }] }),
    ).rejects.toThrow(`Not sponsored: the policy does not cover calls to ${receiver}`)
    expect(await client.getCode({ address: account.address })).toBeUndefined()
  })

  test('behavior: the daily cap per account is enforced, other accounts keep theirs', async () => {
    const sender = devAccounts[5]!.address
    const first = await call(
      'pm_getPaymasterData',
      [approval(sender), entryPoint07Address, '0x7a69', null],
      '?projectId=capped',
    )
    expect(first.body.result).toEqual({
      paymaster: paymasterAddress,
      paymasterData: expect.stringMatching(/^0x[0-9a-f]{258}$/),
      paymasterVerificationGasLimit: '0x13880',
      paymasterPostOpGasLimit: '0x0',
    })
    expect(
      await call(
        'pm_getPaymasterData',
        [approval(sender, 1n), entryPoint07Address, '0x7a69', null],
        '?projectId=capped',
      ),
    ).toEqual(
      notSponsored(
        new RegExp(
          `^Not sponsored: the account ${sender.toLowerCase()} has had 330000000000000 wei of gas sponsored on eip155:31337 today \\(UTC\\) and this operation may cost up to 330000000000000 more; the daily cap is ${cap} wei$`,
        ),
      ),
    )
    // The stub data refuses it too, before the wallet shows the fee as sponsored.
    expect(
      await call(
        'pm_getPaymasterStubData',
        [approval(sender, 1n), entryPoint07Address, '0x7a69', {}],
        '?projectId=capped',
      ),
    ).toEqual(notSponsored(/^Not sponsored: the account .* has had 330000000000000 wei of gas/))
    // Another account of the same project, and the same account under the default policy.
    const other = await call(
      'pm_getPaymasterData',
      [approval(devAccounts[6]!.address), entryPoint07Address, '0x7a69'],
      '?projectId=capped',
    )
    expect(other.body.result.paymaster).toBe(paymasterAddress)
    const elsewhere = await call('pm_getPaymasterData', [
      approval(sender, 1n),
      entryPoint07Address,
      '0x7a69',
    ])
    expect(elsewhere.body.result.paymaster).toBe(paymasterAddress)
  })

  test('behavior: the stub data records no spend and names the sponsor', async () => {
    const stub = () =>
      call(
        'pm_getPaymasterStubData',
        [approval(devAccounts[8]!.address), entryPoint07Address, '0x7a69', {}],
        '?projectId=capped',
      )
    // Two stubs under a cap that covers one operation: neither spent it.
    await stub()
    const result = await stub()
    const signed = await call(
      'pm_getPaymasterData',
      [approval(devAccounts[8]!.address), entryPoint07Address, '0x7a69', null],
      '?projectId=capped',
    )
    expect(signed.body.result.paymaster).toBe(paymasterAddress)
    expect(result.body.result).toEqual({
      paymaster: paymasterAddress,
      paymasterData: expect.stringMatching(/^0x[0-9a-f]{258}$/),
      paymasterVerificationGasLimit: '0x13880',
      paymasterPostOpGasLimit: '0x0',
      sponsor: { name: 'Latchkey' },
      isFinal: false,
    })
  })

  test('errors: bad params, another entry point or chain, an unknown method or chain', async () => {
    const invalid = (message: string) => ({
      status: 200,
      body: { jsonrpc: '2.0', id: 1, error: { code: -32602, message } },
    })
    const operation = approval(devAccounts[8]!.address)
    expect(
      await call('pm_getPaymasterData', [
        { ...operation, sender: '0x12' },
        entryPoint07Address,
        '0x7a69',
      ]),
    ).toEqual(invalid('Invalid params: params[0].sender must be a 0x address of 40 hex digits'))
    const other: Hex = '0x5FF137D4b0FDCD49DcA30c7CF57E578a026d2789'
    expect(await call('pm_getPaymasterData', [operation, other, '0x7a69'])).toEqual(
      invalid(
        `Invalid params: the entry point ${other} is not supported; this paymaster serves ${entryPoint07Address} (v0.7)`,
      ),
    )
    expect(await call('pm_getPaymasterData', [operation, entryPoint07Address, '0x1'])).toEqual(
      invalid('Invalid params: params[2] names the chain 0x1, this URL serves 0x7a69'),
    )
    expect(await call('pm_sponsorUserOperation', [])).toEqual({
      status: 200,
      body: {
        jsonrpc: '2.0',
        id: 1,
        error: {
          code: -32601,
          message: 'The method pm_sponsorUserOperation is not supported by this paymaster',
        },
      },
    })
    expect(
      await call('pm_getPaymasterData', [
        { ...operation, callData: '0xdeadbeef' },
        entryPoint07Address,
        '0x7a69',
      ]),
    ).toEqual(notSponsored(/this callData is neither$/))
    const response = await fetch(`${serverUrl}/v1/paymaster/eip155:1`, {
      method: 'POST',
      body: '{}',
    })
    expect(response.status).toBe(404)
    expect((await response.json()).error.code).toBe('UNSUPPORTED_CHAIN')
  })
})
