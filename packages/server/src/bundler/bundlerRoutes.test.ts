// The bundler in front of a real anvil node with ERC-4337 v0.7 deployed the way the dev chains
// have it, driven by viem's bundler client and permissionless's SimpleAccount (owned by a dev
// key), as a wallet would. The project check is stubbed out (createServer's own tests cover it).

import {
  type AnvilInstance,
  accountAbstractionAddresses,
  deployAccountAbstraction,
  devAccounts,
  devBundlerAccount,
  startAnvil,
} from '@latchkey/devchain'
import { type FastifyInstance, fastify } from 'fastify'
import { type ToSimpleSmartAccountReturnType, toSimpleSmartAccount } from 'permissionless/accounts'
import {
  createPublicClient,
  defineChain,
  type HttpTransport,
  http,
  type PublicClient,
  parseEther,
  zeroAddress,
} from 'viem'
import {
  type BundlerClient,
  createBundlerClient,
  entryPoint07Address,
} from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { errorHandler } from '../http/errorHandler.js'
import { defaultServerLimits } from '../serverLimits.js'
import { bundlerRoutes } from './bundlerRoutes.js'

type SimpleSmartAccount = ToSimpleSmartAccountReturnType<'0.7'>

let anvil: AnvilInstance
let server: FastifyInstance
let url: string
let bundlerClient: BundlerClient<HttpTransport, undefined, SimpleSmartAccount>
let account: SimpleSmartAccount
let publicClient: PublicClient

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  await deployAccountAbstraction({ rpcUrl: anvil.rpcUrl })
  server = fastify()
  server.setErrorHandler(errorHandler)
  server.decorate('checkProject', async () => {})
  server.register(bundlerRoutes, {
    bundler: { privateKey: devBundlerAccount.privateKey, chains: ['eip155:31337'] },
    upstreams: new Map([['eip155:31337', anvil.rpcUrl]]),
  })
  // The same bundler with room for one pending operation per sender, for the bound's test.
  server.register(bundlerRoutes, {
    prefix: '/tight',
    bundler: { privateKey: devBundlerAccount.privateKey, chains: ['eip155:31337'] },
    upstreams: new Map([['eip155:31337', anvil.rpcUrl]]),
    limits: { ...defaultServerLimits, bundlerMaxPendingPerSender: 1 },
  })
  url = `${await server.listen({ host: '127.0.0.1', port: 0 })}/v1/bundler/eip155:31337`
  const chain = defineChain({
    id: 31337,
    name: 'dev',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
  })
  publicClient = createPublicClient({ chain, transport: http(anvil.rpcUrl) })
  account = await toSimpleSmartAccount({
    client: publicClient,
    owner: privateKeyToAccount(devAccounts[3]!.privateKey),
    entryPoint: { address: entryPoint07Address, version: '0.7' },
  })
  bundlerClient = createBundlerClient({ account, client: publicClient, transport: http(url) })
  // The counterfactual account is funded before it exists, as a user would receive coins first.
  await publicClient.request({
    method: 'anvil_setBalance' as never,
    params: [account.address, '0x56bc75e2d63100000'] as never,
  })
})
afterAll(async () => {
  await server?.close()
  await anvil?.stop()
})

/** One raw JSON-RPC call to the bundler. */
async function call(body: unknown, to = url) {
  const response = await fetch(to, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.status, body: await response.json() }
}

const receiver = devAccounts[7]!.address

describe('bundlerRoutes', () => {
  test('default: the chain and the entry point it serves', async () => {
    expect(await bundlerClient.getSupportedEntryPoints()).toEqual([entryPoint07Address])
    expect(await bundlerClient.getChainId()).toBe(31337)
  })

  test('behavior: the first user operation deploys the account and sends ETH, a second needs no initCode', async () => {
    expect(await publicClient.getCode({ address: account.address })).toBeUndefined()
    const before = await publicClient.getBalance({ address: receiver })
    const hash = await bundlerClient.sendUserOperation({
      calls: [{ to: receiver, value: parseEther('1') }],
    })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, pollingInterval: 100 })
    expect(receipt.success).toBe(true)
    expect(receipt.sender).toBe(account.address)
    expect(await publicClient.getCode({ address: account.address })).toMatch(/^0x./)
    expect(await publicClient.getBalance({ address: receiver })).toBe(before + parseEther('1'))
    const byHash = await bundlerClient.getUserOperation({ hash })
    expect(byHash.transactionHash).toBe(receipt.receipt.transactionHash)
    expect(byHash.userOperation.factory).toBe(accountAbstractionAddresses.simpleAccountFactory)

    const second = await bundlerClient.prepareUserOperation({
      calls: [{ to: receiver, value: parseEther('0.5') }],
    })
    expect(second.factory).toBeUndefined()
    const secondHash = await bundlerClient.sendUserOperation({
      ...second,
      signature: await account.signUserOperation(second),
    })
    const secondReceipt = await bundlerClient.waitForUserOperationReceipt({
      hash: secondHash,
      pollingInterval: 100,
    })
    expect(secondReceipt.success).toBe(true)
    expect(await publicClient.getBalance({ address: receiver })).toBe(before + parseEther('1.5'))
  })

  test('behavior: a bad signature is refused with the EntryPoint reason', async () => {
    const prepared = await bundlerClient.prepareUserOperation({
      calls: [{ to: receiver, value: 1n }],
    })
    const signature = await account.signUserOperation({ ...prepared, nonce: prepared.nonce + 7n })
    await expect(bundlerClient.sendUserOperation({ ...prepared, signature })).rejects.toThrow(
      /AA24 signature error/,
    )
  })

  test('behavior: a replayed nonce is refused', async () => {
    const hash = await bundlerClient.sendUserOperation({ calls: [{ to: receiver, value: 1n }] })
    const { nonce } = await bundlerClient.waitForUserOperationReceipt({
      hash,
      pollingInterval: 100,
    })
    // The same nonce again, in an operation otherwise new and rightly signed.
    const prepared = await bundlerClient.prepareUserOperation({
      calls: [{ to: receiver, value: 2n }],
      nonce,
    })
    const signature = await account.signUserOperation(prepared)
    await expect(bundlerClient.sendUserOperation({ ...prepared, signature })).rejects.toThrow(
      /AA25 invalid account nonce/,
    )
  })

  test('behavior: an unsupported entry point is refused', async () => {
    const prepared = await bundlerClient.prepareUserOperation({
      calls: [{ to: receiver, value: 1n }],
    })
    const { body } = await call({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_sendUserOperation',
      params: [
        {
          sender: prepared.sender,
          nonce: '0x0',
          callData: prepared.callData,
          callGasLimit: '0x1',
          verificationGasLimit: '0x1',
          preVerificationGas: '0x1',
          maxFeePerGas: '0x1',
          maxPriorityFeePerGas: '0x1',
          signature: '0x',
        },
        '0x5FF137D4b0FDCD49DcA30c7CF57E578a026d2789',
      ],
    })
    expect(body.error).toEqual({
      code: -32602,
      message:
        'Invalid params: the entry point 0x5FF137D4b0FDCD49DcA30c7CF57E578a026d2789 is not supported; eth_supportedEntryPoints lists 0x0000000071727De22E5E9d8BAf0edAc6f37da032',
    })
  })

  test('behavior: bad JSON-RPC and bad fields are refused, naming what is wrong', async () => {
    expect((await call('{"jsonrpc"')).body.error).toEqual({
      code: -32700,
      message: 'Parse error: the body is not JSON',
    })
    expect((await call({ jsonrpc: '1.0', id: 1, method: 'eth_chainId' })).body.error).toEqual({
      code: -32600,
      message: 'Invalid request: jsonrpc must be "2.0"',
    })
    expect((await call([{ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }])).body.error.code).toBe(
      -32600,
    )
    expect((await call({ jsonrpc: '2.0', id: 2, method: 'eth_sendTransaction' })).body).toEqual({
      jsonrpc: '2.0',
      id: 2,
      error: {
        code: -32601,
        message: 'The method eth_sendTransaction is not supported by this bundler',
      },
    })
    const { body } = await call({
      jsonrpc: '2.0',
      id: 3,
      method: 'eth_sendUserOperation',
      params: [{ sender: zeroAddress, nonce: 'seven' }, entryPoint07Address],
    })
    expect(body.error).toEqual({
      code: -32602,
      message: 'Invalid params: params[0].nonce must be a 0x hex quantity (0x1a)',
    })
    const unknown = await call({
      jsonrpc: '2.0',
      id: 4,
      method: 'eth_getUserOperationReceipt',
      params: [`0x${'ab'.repeat(32)}`],
    })
    expect(unknown.body.result).toBeNull()
    const wrongChain = await fetch(url.replace('eip155:31337', 'eip155:1'), {
      method: 'POST',
      body: '{}',
    })
    expect(wrongChain.status).toBe(404)
  })

  test('behavior: past the pending operations allowed per sender, one is refused until they land', async () => {
    const tight = createBundlerClient({
      account,
      client: publicClient,
      transport: http(url.replace('/v1/', '/tight/v1/')),
    })
    const mine = (automine: boolean) =>
      publicClient.request({ method: 'evm_setAutomine' as never, params: [automine] as never })
    await mine(false)
    try {
      const first = await tight.sendUserOperation({ calls: [{ to: receiver, value: 3n }] })
      await expect(
        tight.sendUserOperation({ calls: [{ to: receiver, value: 4n }] }),
      ).rejects.toThrow(/has 1 pending user operations, the limit per sender/)
      // Pending: known by its hash, sent in a transaction not yet in a block.
      const pending = await call(
        {
          jsonrpc: '2.0',
          id: 1,
          method: 'eth_getUserOperationByHash',
          params: [first],
        },
        url.replace('/v1/', '/tight/v1/'),
      )
      expect(pending.body.result).toMatchObject({
        entryPoint: entryPoint07Address,
        transactionHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
        blockNumber: null,
        userOperation: { sender: account.address },
      })
      await mine(true)
      await publicClient.request({ method: 'evm_mine' as never })
      expect(
        (await tight.waitForUserOperationReceipt({ hash: first, pollingInterval: 100 })).success,
      ).toBe(true)
      // Once the first has landed (the bundler sees its receipt), the sender may send again.
      await expect
        .poll(() =>
          tight.sendUserOperation({ calls: [{ to: receiver, value: 5n }] }).then(
            () => 'sent',
            (error: Error) => error.message,
          ),
        )
        .toBe('sent')
    } finally {
      await mine(true)
    }
  })

  test('behavior: the gas estimate is measured, and a call that would revert is refused', async () => {
    const small = await bundlerClient.estimateUserOperationGas({
      calls: [{ to: receiver, value: 1n }],
    })
    // Three transfers cost more than one, by about what two more calls of the account cost.
    const larger = await bundlerClient.estimateUserOperationGas({
      calls: [1n, 2n, 3n].map((value) => ({ to: receiver, value })),
    })
    expect(larger.callGasLimit).toBeGreaterThan(small.callGasLimit)
    expect(small.callGasLimit).toBeLessThan(100_000n)
    expect(small.verificationGasLimit).toBeLessThan(150_000n)
    await expect(
      bundlerClient.estimateUserOperationGas({
        calls: [{ to: receiver, value: parseEther('1000000') }],
      }),
    ).rejects.toThrow(/the call reverted/)
  })
})
