import {
  type Address,
  concat,
  encodeDeployData,
  getContractAddress,
  isAddressEqual,
  parseGwei,
  zeroHash,
} from 'viem'
import { accountAbstractionAddresses } from '../accountAbstraction/accountAbstractionAddresses.js'
import { devAccountAbstractionAccount } from '../accountAbstraction/devAccountAbstractionAccount.js'
import { createDevDeployer } from '../chain/createDevDeployer.js'
import { waitForReceipt } from '../chain/waitForReceipt.js'
import { compileSessionAccount } from './compileSessionAccount.js'
import { sessionAccountImplementation } from './sessionAccountImplementation.js'

/**
 * Deploys the session-key account implementation (SessionAccount.sol, built on the EntryPoint
 * v0.7) through the deterministic CREATE2 deployer with salt 0, so it sits at
 * `sessionAccountImplementation` on every dev chain; the wallet upgrades a SimpleAccount to it
 * when the user grants a first permission. Needs `deployAccountAbstraction` done (the deployer
 * funded, the EntryPoint there). Safe to run again.
 */
export async function deploySessionAccount(parameters: { rpcUrl: string }): Promise<Address> {
  const { rpcUrl } = parameters
  const { publicClient, wallet } = await createDevDeployer(
    rpcUrl,
    devAccountAbstractionAccount.privateKey,
  )
  const { create2Deployer, entryPoint } = accountAbstractionAddresses
  const { abi, bytecode } = await compileSessionAccount()
  const initCode = encodeDeployData({ abi, bytecode, args: [entryPoint] })
  const address = getContractAddress({
    opcode: 'CREATE2',
    from: create2Deployer,
    salt: zeroHash,
    bytecode: initCode,
  })
  // The wallet, core and server know the address as a constant: a changed source must update it.
  if (!isAddressEqual(address, sessionAccountImplementation))
    throw new Error(
      `deploySessionAccount: SessionAccount.sol would land at ${address}, not ${sessionAccountImplementation}; update sessionAccountImplementation.`,
    )
  if (await publicClient.getCode({ address })) return address
  const hash = await wallet.sendTransaction({
    to: create2Deployer,
    data: concat([zeroHash, initCode]),
    gas: 6_000_000n,
    maxFeePerGas: parseGwei('50'),
    maxPriorityFeePerGas: parseGwei('1'),
  })
  const receipt = await waitForReceipt(publicClient, { hash })
  if (receipt.status !== 'success' || !(await publicClient.getCode({ address })))
    throw new Error(`deploySessionAccount: deploying failed (transaction ${hash}).`)
  return address
}
