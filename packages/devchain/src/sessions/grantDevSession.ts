import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  type LocalAccount,
  parseAbi,
  toFunctionSelector,
} from 'viem'
import { devTransport } from '../chain/devTransport.js'
import { waitForReceipt } from '../chain/waitForReceipt.js'
import { compileSessionAccount } from './compileSessionAccount.js'
import { sessionAccountImplementation } from './sessionAccountImplementation.js'

const upgradeAbi = parseAbi([
  'function upgradeToAndCall(address implementation, bytes data) payable',
])

/** Parameters of `grantDevSession`: the account, its owner, and the grant `grantSession` takes. */
export type GrantDevSessionParameters = {
  rpcUrl: string
  /** The owner's SimpleAccount (`createDevSimpleAccount`). */
  account: Address
  owner: LocalAccount
  /** The session key's address. */
  key: Address
  /** The one contract it may call. */
  target: Address
  /** The one function it may call there; ERC-20 `transfer` by default. */
  selector?: Hex | undefined
  /** Unix seconds; an hour after the chain's latest block by default. */
  expiry?: number | undefined
  /** The most wei one call may send. */
  valueLimit: bigint
  /** How many calls it may make. */
  callLimit: bigint
}

/**
 * Upgrades the owner's SimpleAccount to the session-key implementation and grants the key in one
 * transaction from the owner, as the wallet does on a first permission; returns the grant's
 * expiry. Needs the implementation deployed (`deployAccountAbstraction`).
 */
export async function grantDevSession(parameters: GrantDevSessionParameters): Promise<number> {
  const { rpcUrl, account, owner, key, target, valueLimit, callLimit } = parameters
  const client = createPublicClient({ transport: devTransport(rpcUrl) })
  const expiry = parameters.expiry ?? Number((await client.getBlock()).timestamp) + 3600
  const selector = parameters.selector ?? toFunctionSelector('transfer(address,uint256)')
  const { abi } = await compileSessionAccount()
  const grant = encodeFunctionData({
    abi,
    functionName: 'grantSession',
    args: [key, target, selector, expiry, valueLimit, callLimit],
  })
  const wallet = createWalletClient({ account: owner, transport: devTransport(rpcUrl) })
  const hash = await wallet.writeContract({
    address: account,
    abi: upgradeAbi,
    functionName: 'upgradeToAndCall',
    args: [sessionAccountImplementation, grant],
    chain: null,
  })
  if ((await waitForReceipt(client, { hash })).status !== 'success')
    throw new Error(`grantDevSession: the upgrade reverted (transaction ${hash}).`)
  return expiry
}
