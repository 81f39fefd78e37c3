import {
  type Address,
  createPublicClient,
  createWalletClient,
  type LocalAccount,
  parseAbi,
} from 'viem'
import { devTransport } from '../chain/devTransport.js'
import { waitForReceipt } from '../chain/waitForReceipt.js'
import { accountAbstractionAddresses } from './accountAbstractionAddresses.js'

const factoryAbi = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
])

/** Parameters of `createDevSimpleAccount`. */
export type CreateDevSimpleAccountParameters = {
  rpcUrl: string
  /** The account's owner (salt 0). */
  owner: LocalAccount
  /** Who sends the factory's and the funding transactions; the owner by default. */
  sender?: LocalAccount | undefined
  /** Wei sent to the account once it exists. */
  fund?: bigint | undefined
}

/**
 * Deploys `owner`'s SimpleAccount (salt 0) through the dev chain's factory, where
 * `deployAccountAbstraction` ran, and funds it; returns its address. Safe to run again.
 */
export async function createDevSimpleAccount(
  parameters: CreateDevSimpleAccountParameters,
): Promise<Address> {
  const { rpcUrl, owner, sender = owner, fund } = parameters
  const client = createPublicClient({ transport: devTransport(rpcUrl) })
  const wallet = createWalletClient({ account: sender, transport: devTransport(rpcUrl) })
  const factory = accountAbstractionAddresses.simpleAccountFactory
  const args = [owner.address, 0n] as const
  const created = await wallet.writeContract({
    address: factory,
    abi: factoryAbi,
    functionName: 'createAccount',
    args,
    chain: null,
  })
  if ((await waitForReceipt(client, { hash: created })).status !== 'success')
    throw new Error(`createDevSimpleAccount: the factory reverted (transaction ${created}).`)
  const address = await client.readContract({
    address: factory,
    abi: factoryAbi,
    functionName: 'getAddress',
    args,
  })
  if (fund) {
    const hash = await wallet.sendTransaction({ to: address, value: fund, chain: null })
    if ((await waitForReceipt(client, { hash })).status !== 'success')
      throw new Error(`createDevSimpleAccount: funding failed (transaction ${hash}).`)
  }
  return address
}
