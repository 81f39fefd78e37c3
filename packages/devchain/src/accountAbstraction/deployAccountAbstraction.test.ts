import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import {
  BaseError,
  ContractFunctionRevertedError,
  concat,
  createPublicClient,
  encodeFunctionData,
  http,
  parseAbi,
  zeroAddress,
} from 'viem'
import { entryPoint07Abi, entryPoint07Address } from 'viem/account-abstraction'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { devAccounts } from '../chain/devAccounts.js'
import { type AnvilInstance, startAnvil } from '../chain/startAnvil.js'
import { accountAbstractionAddresses } from './accountAbstractionAddresses.js'
import { deployAccountAbstraction } from './deployAccountAbstraction.js'
import { devBundlerAccount } from './devBundlerAccount.js'
import { devPaymasterSignerAccount } from './devPaymasterSignerAccount.js'
import { devSessionRelayerAccount } from './devSessionRelayerAccount.js'

const factoryAbi = parseAbi([
  'function getAddress(address owner, uint256 salt) view returns (address)',
  'function createAccount(address owner, uint256 salt) returns (address)',
])

describe('deployAccountAbstraction', () => {
  let anvil: AnvilInstance
  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31337 })
  })
  afterAll(() => anvil?.stop())

  test('behavior: the EntryPoint and the factory land at their canonical addresses', async () => {
    const deployed = await deployAccountAbstraction({ rpcUrl: anvil.rpcUrl })
    expect(deployed.entryPoint).toBe(entryPoint07Address)
    expect(deployed.simpleAccountFactory).toBe(accountAbstractionAddresses.simpleAccountFactory)
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    const artifact = JSON.parse(
      await readFile(
        createRequire(import.meta.url).resolve(
          '@account-abstraction/contracts/artifacts/EntryPoint.json',
        ),
        'utf8',
      ),
    ) as { deployedBytecode: `0x${string}` }
    // The artifact's runtime code (its immutable, the SenderCreator it made, filled in by the
    // constructor: the artifact has zeros there), so the canonical deployment itself.
    const code = await client.getCode({ address: entryPoint07Address })
    expect(code?.length).toBe(artifact.deployedBytecode.length)
    expect(code).not.toBe(artifact.deployedBytecode)
    expect(await client.getCode({ address: deployed.simpleAccountImplementation })).toMatch(/^0x./)
    expect(await client.getBalance({ address: devBundlerAccount.address })).toBe(10n ** 21n)
    expect(await client.getBalance({ address: devSessionRelayerAccount.address })).toBe(10n ** 21n)
    // The VerifyingPaymaster trusts the dev paymaster signer and has 100 ETH at the EntryPoint.
    const paymasterAbi = parseAbi([
      'function verifyingSigner() view returns (address)',
      'function entryPoint() view returns (address)',
    ])
    expect(
      await client.readContract({
        address: deployed.verifyingPaymaster,
        abi: paymasterAbi,
        functionName: 'verifyingSigner',
      }),
    ).toBe(devPaymasterSignerAccount.address)
    expect(
      await client.readContract({
        address: deployed.verifyingPaymaster,
        abi: paymasterAbi,
        functionName: 'entryPoint',
      }),
    ).toBe(entryPoint07Address)
    expect(
      await client.readContract({
        address: entryPoint07Address,
        abi: entryPoint07Abi,
        functionName: 'balanceOf',
        args: [deployed.verifyingPaymaster],
      }),
    ).toBe(10n ** 20n)
    // A second run finds them there and changes nothing.
    expect(await deployAccountAbstraction({ rpcUrl: anvil.rpcUrl })).toEqual(deployed)
  })

  test('behavior: a counterfactual account address, the same from the factory and the EntryPoint', async () => {
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    const { simpleAccountFactory } = accountAbstractionAddresses
    const owner = devAccounts[1]!.address
    const address = await client.readContract({
      address: simpleAccountFactory,
      abi: factoryAbi,
      functionName: 'getAddress',
      args: [owner, 0n],
    })
    expect(address).not.toBe(zeroAddress)
    expect(await client.getCode({ address })).toBeUndefined()
    // getSenderAddress always reverts, with SenderAddressResult(address) carrying the answer.
    const initCode = concat([
      simpleAccountFactory,
      encodeFunctionData({ abi: factoryAbi, functionName: 'createAccount', args: [owner, 0n] }),
    ])
    const error = await client
      .simulateContract({
        address: entryPoint07Address,
        abi: entryPoint07Abi,
        functionName: 'getSenderAddress',
        args: [initCode],
      })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(BaseError)
    const reverted = (error as BaseError).walk(
      (cause) => cause instanceof ContractFunctionRevertedError,
    )
    expect(reverted).toBeInstanceOf(ContractFunctionRevertedError)
    expect((reverted as ContractFunctionRevertedError).data).toMatchObject({
      errorName: 'SenderAddressResult',
      args: [address],
    })
  })
})
