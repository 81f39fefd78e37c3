import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import {
  type Abi,
  type Address,
  concat,
  encodeDeployData,
  getContractAddress,
  type Hex,
  isAddressEqual,
  numberToHex,
  parseAbi,
  parseGwei,
  zeroHash,
} from 'viem'
import { createDevDeployer, type DevDeployer } from '../chain/createDevDeployer.js'
import { waitForReceipt } from '../chain/waitForReceipt.js'
import { deploySessionAccount } from '../sessions/deploySessionAccount.js'
import { accountAbstractionAddresses } from './accountAbstractionAddresses.js'
import { devAccountAbstractionAccount } from './devAccountAbstractionAccount.js'
import { devBundlerAccount } from './devBundlerAccount.js'
import { devPaymasterSignerAccount } from './devPaymasterSignerAccount.js'
import { devSessionRelayerAccount } from './devSessionRelayerAccount.js'

/** What `deployAccountAbstraction` takes. */
export type DeployAccountAbstractionParameters = {
  rpcUrl: string
  /** Funded with 1,000 ETH for the gas of `handleOps`; defaults to `devBundlerAccount`. */
  bundler?: Address
  /** The VerifyingPaymaster's verifying signer; defaults to `devPaymasterSignerAccount`. */
  paymasterSigner?: Address
  /** Funded with 1,000 ETH to relay session revocations; defaults to `devSessionRelayerAccount`. */
  sessionRelayer?: Address
}

/** ERC-4337 v0.7 on a dev chain. */
export type DevAccountAbstraction = {
  entryPoint: Address
  simpleAccountFactory: Address
  /** The SimpleAccount the factory's proxies delegate to (made by the factory's constructor). */
  simpleAccountImplementation: Address
  /**
   * The reference VerifyingPaymaster, whose signer is `paymasterSigner` (the server's paymaster
   * service), with a deposit of at least 10 ETH at the EntryPoint to pay sponsored operations.
   */
  verifyingPaymaster: Address
  /** SessionAccount.sol: the SimpleAccount with session keys a grant upgrades the account to. */
  sessionAccountImplementation: Address
}

type Artifact = { abi: Abi; bytecode: Hex }

// The salt the EntryPoint v0.7 was deployed with on public chains; the reference factory used 0.
const entryPointSalt: Hex = '0x90d8084deab30c2a37c45e8d47f49f2f7965183cb6990a98943ef94940681de3'
// Arachnid's deterministic deployer, set should an anvil lack it (run with its deployer disabled).
const create2DeployerCode: Hex =
  '0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe03601600081602082378035828234f58015156039578182fd5b8082525050506014600cf3'

const artifacts = new Map<string, Promise<Artifact>>()

/** Reads (once) a compiled contract shipped in `@account-abstraction/contracts`. */
function readArtifact(name: string): Promise<Artifact> {
  let artifact = artifacts.get(name)
  if (!artifact) {
    const path = `@account-abstraction/contracts/artifacts/${name}.json`
    artifact = readFile(createRequire(import.meta.url).resolve(path), 'utf8').then(
      (text) => JSON.parse(text) as Artifact,
    )
    artifacts.set(name, artifact)
  }
  return artifact
}

/**
 * Deploys ERC-4337 v0.7 the canonical way (through the deterministic CREATE2 deployer, with the
 * salts of the public deployments), so the EntryPoint and the SimpleAccountFactory sit at the
 * addresses wallets and SDKs know, and funds the bundler and the session relayer. The factory is the reference
 * SimpleAccount's: audited with the EntryPoint, the one permissionless and viem's tooling default
 * to, and small (one owner, ECDSA, execute and executeBatch). Safe to run again on the same chain.
 */
export async function deployAccountAbstraction(
  parameters: DeployAccountAbstractionParameters,
): Promise<DevAccountAbstraction> {
  const {
    rpcUrl,
    bundler = devBundlerAccount.address,
    paymasterSigner = devPaymasterSignerAccount.address,
    sessionRelayer = devSessionRelayerAccount.address,
  } = parameters
  const { publicClient, account, wallet } = await createDevDeployer(
    rpcUrl,
    devAccountAbstractionAccount.privateKey,
  )
  const request = (method: string, params: unknown[]) =>
    publicClient.request({ method, params } as never) as Promise<unknown>
  const { create2Deployer, entryPoint, simpleAccountFactory } = accountAbstractionAddresses
  const [entryPointArtifact, factoryArtifact, paymasterArtifact] = await Promise.all([
    readArtifact('EntryPoint'),
    readArtifact('SimpleAccountFactory'),
    readArtifact('VerifyingPaymaster'),
  ])
  await request('anvil_setBalance', [account.address, numberToHex(10n ** 21n)])
  await request('anvil_setBalance', [bundler, numberToHex(10n ** 21n)])
  await request('anvil_setBalance', [sessionRelayer, numberToHex(10n ** 21n)])
  if (!(await publicClient.getCode({ address: create2Deployer })))
    await request('anvil_setCode', [create2Deployer, create2DeployerCode])

  const fees = { maxFeePerGas: parseGwei('50'), maxPriorityFeePerGas: parseGwei('1') }
  // Explicit nonces: both deployments go out at once, anvil mines them in order.
  let nonce = await publicClient.getTransactionCount({ address: account.address })
  const deploy = async (name: string, address: Address, salt: Hex, initCode: Hex) => {
    if (await publicClient.getCode({ address })) return
    const landing = getContractAddress({
      opcode: 'CREATE2',
      from: create2Deployer,
      salt,
      bytecode: initCode,
    })
    if (!isAddressEqual(landing, address))
      throw new Error(
        `deployAccountAbstraction: ${name}'s artifact would land at ${landing}, not ${address}.`,
      )
    const hash = await wallet.sendTransaction({
      to: create2Deployer,
      data: concat([salt, initCode]),
      gas: 10_000_000n,
      nonce: nonce++,
      ...fees,
    })
    return async () => {
      const receipt = await waitForReceipt(publicClient, { hash })
      if (receipt.status !== 'success' || !(await publicClient.getCode({ address })))
        throw new Error(`deployAccountAbstraction: deploying ${name} failed (transaction ${hash}).`)
    }
  }
  // The EntryPoint first: the factory's constructor reads nothing from it, but its accounts will.
  const sent = [
    await deploy('the EntryPoint', entryPoint, entryPointSalt, entryPointArtifact.bytecode),
    await deploy(
      'the SimpleAccountFactory',
      simpleAccountFactory,
      zeroHash,
      encodeDeployData({
        abi: factoryArtifact.abi,
        bytecode: factoryArtifact.bytecode,
        args: [entryPoint],
      }),
    ),
  ]
  for (const confirm of sent) await confirm?.()
  // The paymaster's constructor checks the EntryPoint's interface, so it goes once that is there.
  // Through the deterministic deployer too: one address per signer on every chain.
  const paymasterInitCode = encodeDeployData({
    abi: paymasterArtifact.abi,
    bytecode: paymasterArtifact.bytecode,
    args: [entryPoint, paymasterSigner],
  })
  const verifyingPaymaster = getContractAddress({
    opcode: 'CREATE2',
    from: create2Deployer,
    salt: zeroHash,
    bytecode: paymasterInitCode,
  })
  await (
    await deploy('the VerifyingPaymaster', verifyingPaymaster, zeroHash, paymasterInitCode)
  )?.()
  await fundPaymaster({ publicClient, wallet, paymaster: verifyingPaymaster, nonce: nonce++ })
  const simpleAccountImplementation = await publicClient.readContract({
    address: simpleAccountFactory,
    abi: parseAbi(['function accountImplementation() view returns (address)']),
    functionName: 'accountImplementation',
  })
  const sessionAccountImplementation = await deploySessionAccount({ rpcUrl })
  return {
    entryPoint,
    simpleAccountFactory,
    simpleAccountImplementation,
    verifyingPaymaster,
    sessionAccountImplementation,
  }
}

// The deposit a dev paymaster keeps at the EntryPoint: topped up to 100 ETH below 10.
const paymasterDepositFloor = 10n ** 19n
const paymasterDeposit = 10n ** 20n
const paymasterAbi = parseAbi([
  'function deposit() payable',
  'function getDeposit() view returns (uint256)',
])

/** Tops up the paymaster's EntryPoint deposit (what sponsored operations are paid from). */
async function fundPaymaster(parameters: {
  publicClient: DevDeployer['publicClient']
  wallet: DevDeployer['wallet']
  paymaster: Address
  nonce: number
}) {
  const { publicClient, wallet, paymaster, nonce } = parameters
  const deposit = await publicClient.readContract({
    address: paymaster,
    abi: paymasterAbi,
    functionName: 'getDeposit',
  })
  if (deposit >= paymasterDepositFloor) return
  const hash = await wallet.writeContract({
    address: paymaster,
    abi: paymasterAbi,
    functionName: 'deposit',
    value: paymasterDeposit - deposit,
    gas: 200_000n,
    nonce,
    maxFeePerGas: parseGwei('50'),
    maxPriorityFeePerGas: parseGwei('1'),
  })
  const receipt = await waitForReceipt(publicClient, { hash })
  if (receipt.status !== 'success')
    throw new Error(`deployAccountAbstraction: funding the paymaster failed (transaction ${hash}).`)
}
