// The frame's SimpleAccount against the real EntryPoint v0.7 and SimpleAccountFactory on anvil:
// its address is the factory's, and the user operation it signs deploys it and runs its call.
import {
  type AnvilInstance,
  deployAccountAbstraction,
  devAccounts,
  startAnvil,
} from '@latchkey/devchain'
import {
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  parseAbi,
  parseEther,
} from 'viem'
import {
  entryPoint07Abi,
  entryPoint07Address,
  toPackedUserOperation,
  type UserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { simpleAccountFactoryAddress, toSimpleAccount } from './toSimpleAccount.js'

const factoryAbi = parseAbi([
  'function getAddress(address owner, uint256 salt) view returns (address)',
])

describe('toSimpleAccount', () => {
  let anvil: AnvilInstance
  let chain: Chain
  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31337 })
    await deployAccountAbstraction({ rpcUrl: anvil.rpcUrl })
    chain = defineChain({
      id: 31337,
      name: 'Dev',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [anvil.rpcUrl] } },
    })
  })
  afterAll(() => anvil?.stop())

  /** A user operation of `calls` from `owner`'s account, signed by `signer` (the owner unless given). */
  async function operationOf(ownerKey: `0x${string}`, signerKey = ownerKey) {
    const client = createPublicClient({ chain, transport: http() })
    const account = await toSimpleAccount({ client, owner: privateKeyToAccount(ownerKey) })
    const signer = await toSimpleAccount({ client, owner: privateKeyToAccount(signerKey) })
    const fees = await client.estimateFeesPerGas()
    const operation: UserOperation<'0.7'> = {
      sender: account.address,
      nonce: await account.getNonce(),
      ...(await account.getFactoryArgs()),
      callData: await account.encodeCalls([
        { to: devAccounts[5]!.address, value: parseEther('1') },
      ]),
      callGasLimit: 200_000n,
      verificationGasLimit: 1_000_000n,
      preVerificationGas: 100_000n,
      maxFeePerGas: fees.maxFeePerGas,
      maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
      signature: '0x',
    }
    operation.signature = await signer.signUserOperation(operation)
    return { client, account, operation }
  }

  test('behavior: the counterfactual address is the factory’s; the signed operation deploys the account and runs its call', async () => {
    const ownerKey = generatePrivateKey()
    const { client, account, operation } = await operationOf(ownerKey)
    const owner = privateKeyToAccount(ownerKey).address
    expect(account.address).toBe(
      await client.readContract({
        address: simpleAccountFactoryAddress,
        abi: factoryAbi,
        functionName: 'getAddress',
        args: [owner, 0n],
      }),
    )
    expect(await account.isDeployed()).toBe(false)
    await client.request({
      method: 'anvil_setBalance' as never,
      params: [account.address, `0x${parseEther('5').toString(16)}`] as never,
    })
    const before = await client.getBalance({ address: devAccounts[5]!.address })
    const bundler = createWalletClient({
      chain,
      account: privateKeyToAccount(devAccounts[6]!.privateKey),
      transport: http(),
    })
    const hash = await bundler.writeContract({
      address: entryPoint07Address,
      abi: entryPoint07Abi,
      functionName: 'handleOps',
      args: [[toPackedUserOperation(operation)], bundler.account.address],
      gas: 2_000_000n,
    })
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await client.getCode({ address: account.address })).toMatch(/^0x[0-9a-f]{10,}/)
    expect((await client.getBalance({ address: devAccounts[5]!.address })) - before).toBe(
      parseEther('1'),
    )
  })

  test('behavior: an operation signed by another key is refused by the EntryPoint (AA24)', async () => {
    const { client, operation } = await operationOf(generatePrivateKey(), generatePrivateKey())
    await client.request({
      method: 'anvil_setBalance' as never,
      params: [operation.sender, `0x${parseEther('5').toString(16)}`] as never,
    })
    await expect(
      client.simulateContract({
        address: entryPoint07Address,
        abi: entryPoint07Abi,
        functionName: 'handleOps',
        args: [[toPackedUserOperation(operation)], devAccounts[6]!.address],
        account: devAccounts[6]!.address,
      }),
    ).rejects.toThrow(/AA24 signature error/)
  })
})
