import { type Address, numberToHex, parseGwei } from 'viem'
import { createDevDeployer } from '../chain/createDevDeployer.js'
import { waitForReceipt } from '../chain/waitForReceipt.js'
import { compileDevIdRegistry } from './compileDevIdRegistry.js'
import {
  type DevFarcasterAccount,
  devFarcasterAccount,
  devFarcasterRegistrar,
} from './devFarcasterAccount.js'

/** What `deployDevIdRegistry` takes. */
export type DeployDevIdRegistryParameters = { rpcUrl: string }

/** A dev chain's Farcaster ID registry and the dev user registered in it. */
export type DevIdRegistry = { idRegistry: Address; account: DevFarcasterAccount }

/**
 * Deploys DevIdRegistry.sol (compiled offline) on a dev chain from `devFarcasterRegistrar` (funded
 * with anvil's cheat) and registers `devFarcasterAccount`'s custody address as fid 1, so the
 * server's Sign In With Farcaster check reads `custodyOf(1)` there as it reads Optimism's.
 */
export async function deployDevIdRegistry(
  parameters: DeployDevIdRegistryParameters,
): Promise<DevIdRegistry> {
  const { rpcUrl } = parameters
  const { publicClient, account, wallet } = await createDevDeployer(
    rpcUrl,
    devFarcasterRegistrar.privateKey,
  )
  const fees = { maxFeePerGas: parseGwei('50'), maxPriorityFeePerGas: parseGwei('1') }
  await publicClient.request({
    method: 'anvil_setBalance',
    params: [account.address, numberToHex(10n ** 20n)],
  } as never)
  const { abi, bytecode } = await compileDevIdRegistry()
  const deployed = await waitForReceipt(publicClient, {
    hash: await wallet.deployContract({
      abi,
      bytecode,
      args: [account.address],
      gas: 1_000_000n,
      ...fees,
    }),
  })
  const idRegistry = deployed.contractAddress
  if (deployed.status !== 'success' || !idRegistry)
    throw new Error('deployDevIdRegistry: the registry was not deployed.')
  const registered = await waitForReceipt(publicClient, {
    hash: await wallet.writeContract({
      abi,
      address: idRegistry,
      functionName: 'register',
      args: [devFarcasterAccount.custody],
      gas: 200_000n,
      ...fees,
    }),
  })
  if (registered.status !== 'success')
    throw new Error('deployDevIdRegistry: the dev fid was not registered.')
  return { idRegistry, account: devFarcasterAccount }
}
