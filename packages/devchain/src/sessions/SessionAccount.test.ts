import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createWalletClient,
  decodeErrorResult,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  type PublicClient,
  parseAbi,
  parseEther,
  parseGwei,
  toFunctionSelector,
} from 'viem'
import {
  entryPoint07Abi,
  entryPoint07Address,
  getUserOperationHash,
  type PackedUserOperation,
  toPackedUserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createDevSimpleAccount } from '../accountAbstraction/createDevSimpleAccount.js'
import { deployAccountAbstraction } from '../accountAbstraction/deployAccountAbstraction.js'
import { deployToken } from '../chain/deployToken.js'
import { devAccounts } from '../chain/devAccounts.js'
import { type AnvilInstance, startAnvil } from '../chain/startAnvil.js'
import { compileSessionAccount } from './compileSessionAccount.js'
import { sessionAccountImplementation } from './sessionAccountImplementation.js'

const chainId = 31_377
const accountAbi = parseAbi([
  'function execute(address dest, uint256 value, bytes func)',
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
  'function upgradeToAndCall(address implementation, bytes data)',
])
const transfer = toFunctionSelector('transfer(address,uint256)')

let anvil: AnvilInstance
let client: PublicClient
let account: Address
let token: Address
let other: Address
const owner = privateKeyToAccount(generatePrivateKey())
const sessionKey = privateKeyToAccount(generatePrivateKey())
const relayer = privateKeyToAccount(devAccounts[5]!.privateKey)
const recipient = devAccounts[6]!.address

/** A user operation for `account` (deployed), signed by the owner or, with `key`, a session key. */
async function userOperation(callData: Hex, signer: 'owner' | 'session') {
  const nonce = await client.readContract({
    address: entryPoint07Address,
    abi: entryPoint07Abi,
    functionName: 'getNonce',
    args: [account, 0n],
  })
  const operation = {
    sender: account,
    nonce,
    callData,
    callGasLimit: 300_000n,
    verificationGasLimit: 400_000n,
    preVerificationGas: 60_000n,
    maxFeePerGas: parseGwei('2'),
    maxPriorityFeePerGas: parseGwei('1'),
    signature: '0x' as Hex,
  }
  const hash = getUserOperationHash({
    userOperation: operation,
    entryPointAddress: entryPoint07Address,
    entryPointVersion: '0.7',
    chainId,
  })
  const signature =
    signer === 'owner'
      ? await owner.signMessage({ message: { raw: hash } })
      : ((sessionKey.address +
          (await sessionKey.signMessage({ message: { raw: hash } })).slice(2)) as Hex)
  return toPackedUserOperation({ ...operation, signature })
}

/** Sends the operation through the EntryPoint from a plain account (the chain decides, no bundler). */
async function handle(
  operation: Hex | PackedUserOperation,
  signer: 'owner' | 'session' = 'session',
) {
  const op = typeof operation === 'string' ? await userOperation(operation, signer) : operation
  const { request } = await client.simulateContract({
    address: entryPoint07Address,
    abi: entryPoint07Abi,
    functionName: 'handleOps',
    args: [[op], relayer.address],
    account: relayer,
  })
  const wallet = createWalletClient({ account: relayer, transport: http(anvil.rpcUrl) })
  const hash = await wallet.writeContract({ ...request, chain: null })
  return client.waitForTransactionReceipt({ hash })
}

/** Why the EntryPoint refused the operation: its reason, and the account's revert reason if any. */
async function refusal(operation: Hex | PackedUserOperation): Promise<string> {
  try {
    await handle(operation)
  } catch (error) {
    const reverted =
      error instanceof BaseError
        ? error.walk((e) => e instanceof ContractFunctionRevertedError)
        : null
    if (!(reverted instanceof ContractFunctionRevertedError) || !reverted.data) throw error
    const [, reason, inner] = reverted.data.args as [bigint, string, Hex | undefined]
    if (!inner) return reason
    const decoded = decodeErrorResult({
      abi: parseAbi(['error Error(string)']),
      data: inner,
    })
    return `${reason}: ${decoded.args[0]}`
  }
  throw new Error('the operation landed')
}

const execute = (to: Address, data: Hex, value = 0n) =>
  encodeFunctionData({ abi: accountAbi, functionName: 'execute', args: [to, value, data] })
const transferData = (amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, amount] })

beforeAll(async () => {
  anvil = await startAnvil({ chainId })
  client = createPublicClient({ transport: http(anvil.rpcUrl) })
  const deployed = await deployAccountAbstraction({ rpcUrl: anvil.rpcUrl })
  expect(deployed.sessionAccountImplementation).toBe(sessionAccountImplementation)
  account = await createDevSimpleAccount({
    rpcUrl: anvil.rpcUrl,
    owner,
    sender: privateKeyToAccount(devAccounts[4]!.privateKey),
    fund: parseEther('1'),
  })
  token = (await deployToken({ rpcUrl: anvil.rpcUrl, name: 'T', symbol: 'T', fund: [account] }))
    .address
  other = (await deployToken({ rpcUrl: anvil.rpcUrl, name: 'O', symbol: 'O', fund: [account] }))
    .address
  // The owner upgrades the SimpleAccount and grants the session in one user operation.
  const { abi } = await compileSessionAccount()
  const now = (await client.getBlock()).timestamp
  const grant = encodeFunctionData({
    abi,
    functionName: 'grantSession',
    args: [sessionKey.address, token, transfer, Number(now) + 3600, parseEther('0.01'), 100n],
  })
  const upgrade = encodeFunctionData({
    abi: accountAbi,
    functionName: 'upgradeToAndCall',
    args: [sessionAccountImplementation, '0x'],
  })
  const receipt = await handle(
    encodeFunctionData({
      abi: accountAbi,
      functionName: 'executeBatch',
      args: [[account, account], [], [upgrade, grant]],
    }),
    'owner',
  )
  expect(receipt.status).toBe('success')
}, 120_000)
afterAll(() => anvil?.stop())

describe('SessionAccount', () => {
  test('a session-key call inside its limits lands with no owner signature', async () => {
    const receipt = await handle(execute(token, transferData(40n)))
    expect(receipt.status).toBe('success')
    expect(
      await client.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [recipient],
      }),
    ).toBe(40n)
    const { abi } = await compileSessionAccount()
    const [keys, rules] = (await client.readContract({
      address: account,
      abi,
      functionName: 'getSessions',
    })) as [Address[], { amountSpent: bigint; valueSpent: bigint }[]]
    expect(keys).toEqual([sessionKey.address])
    expect(rules[0]?.amountSpent).toBe(40n)
    // The gas prefund counts against the native spend limit.
    expect(rules[0]?.valueSpent).toBeGreaterThan(0n)
  })

  test('outside its limits the chain refuses it', async () => {
    expect(await refusal(execute(other, transferData(1n)))).toBe(
      'AA23 reverted: session: contract not allowed',
    )
    const approve = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [recipient, 1n],
    })
    expect(await refusal(execute(token, approve))).toBe(
      'AA23 reverted: session: function not allowed',
    )
    expect(await refusal(execute(token, transferData(61n)))).toBe(
      'AA23 reverted: session: token limit exceeded',
    )
    expect(await refusal(execute(token, transferData(1n), parseEther('0.01')))).toBe(
      'AA23 reverted: session: spend limit exceeded',
    )
    const batch = encodeFunctionData({
      abi: accountAbi,
      functionName: 'executeBatch',
      args: [[token], [], [transferData(1n)]],
    })
    expect(await refusal(batch)).toBe('AA23 reverted: session: only one call')
  })

  test("another key signing in the granted key's name is refused", async () => {
    const op = await userOperation(execute(token, transferData(1n)), 'session')
    const forger = privateKeyToAccount(generatePrivateKey())
    const hash = await client.readContract({
      address: entryPoint07Address,
      abi: entryPoint07Abi,
      functionName: 'getUserOpHash',
      args: [op],
    })
    const forged = (sessionKey.address +
      (await forger.signMessage({ message: { raw: hash } })).slice(2)) as Hex
    expect(await refusal({ ...op, signature: forged })).toBe('AA24 signature error')
  })

  test('an expired session is refused by the EntryPoint', async () => {
    await client.request({ method: 'evm_increaseTime' as never, params: [7200] as never })
    await client.request({ method: 'evm_mine' as never })
    expect(await refusal(execute(token, transferData(1n)))).toBe('AA22 expired or not due')
    // The owner grants again (fresh counters), for the revocation below.
    const { abi } = await compileSessionAccount()
    const now = (await client.getBlock()).timestamp
    const grant = encodeFunctionData({
      abi,
      functionName: 'grantSession',
      args: [sessionKey.address, token, transfer, Number(now) + 3600, parseEther('0.01'), 100n],
    })
    expect((await handle(execute(account, grant), 'owner')).status).toBe('success')
    expect((await handle(execute(token, transferData(100n)))).status).toBe('success')
  })

  test("after the owner's signed revocation, relayed by anyone, the key is refused", async () => {
    const { abi } = await compileSessionAccount()
    const digest = (await client.readContract({
      address: account,
      abi,
      functionName: 'revokeDigest',
      args: [sessionKey.address],
    })) as Hex
    const wallet = createWalletClient({ account: relayer, transport: http(anvil.rpcUrl) })
    const forged = await sessionKey.signMessage({ message: { raw: digest } })
    await expect(
      client.simulateContract({
        address: account,
        abi,
        functionName: 'revokeSessionWithSignature',
        args: [sessionKey.address, forged],
        account: relayer,
      }),
    ).rejects.toThrow(/not the owner's signature/)
    const signature = await owner.signMessage({ message: { raw: digest } })
    const hash = await wallet.writeContract({
      address: account,
      abi,
      functionName: 'revokeSessionWithSignature',
      args: [sessionKey.address, signature],
      chain: null,
    })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await refusal(execute(token, transferData(1n)))).toBe('AA23 reverted: session: revoked')
    // The owner's own operations still work on the upgraded account.
    expect((await handle(execute(token, transferData(1n)), 'owner')).status).toBe('success')
  })
})
