import {
  type Address,
  encodeAbiParameters,
  getContractAddress,
  type Hex,
  keccak256,
  labelhash,
  namehash,
  numberToHex,
  pad,
  parseGwei,
} from 'viem'
import { createDevDeployer } from '../chain/createDevDeployer.js'
import { waitForReceipt } from '../chain/waitForReceipt.js'
import { compileEnsContracts } from './compileEnsContracts.js'
import { devEnsAccount } from './devEnsAccount.js'
import { type DevEnsName, devEnsNames, devEnsParentName } from './devEnsNames.js'
import { ensRegistryAddress } from './ensRegistryAddress.js'
import { readEnsArtifact } from './readEnsArtifact.js'

/** ENS on a dev chain: its contracts and the names the dev stack set up. */
export type DevEns = {
  /** The registry, at Ethereum's address. */
  registry: Address
  publicResolver: Address
  /** Owner of `addr.reverse`: anyone sets their primary name through it. */
  reverseRegistrar: Address
  /** First come, first served registrar of `.eth`. */
  ethRegistrar: Address
  /** Ours (see UniversalResolver.sol): what viem's getEnsAddress / getEnsName call. */
  universalResolver: Address
  /**
   * Ours (see OffchainResolver.sol): the wildcard resolver of `latchkey.eth` and `default.reverse`,
   * answering through the server's name gateway once `setDevNameGateway` points it there.
   */
  nameResolver: Address
  /** The node the dev stack owns for Latchkey's own names ('latchkey.eth'). */
  parentName: string
  names: readonly DevEnsName[]
}

/** What `deployEns` takes. */
export type DeployEnsParameters = {
  rpcUrl: string
  /** Defaults to `devEnsNames` (dev account 8 is alice.eth). */
  names?: readonly DevEnsName[]
}

// ENSRegistry keeps `mapping(bytes32 => Record) records` in slot 0, a Record's owner first.
const rootOwnerSlot = keccak256(
  encodeAbiParameters([{ type: 'bytes32' }, { type: 'uint256' }], [pad('0x0'), 0n]),
)

/**
 * Deploys ENS on a dev chain from `devEnsAccount`: the registry at its canonical address (code
 * and root owner written with anvil's cheats, as its constructor cannot run there), the public
 * resolver, the reverse registrar, a FIFS registrar for `.eth`, our UniversalResolver and
 * OffchainResolver; registers each dev name with its address and primary name, and `latchkey.eth`
 * and `default.reverse` with the OffchainResolver (no gateway yet: see `setDevNameGateway`).
 */
export async function deployEns(parameters: DeployEnsParameters): Promise<DevEns> {
  const { rpcUrl, names = devEnsNames } = parameters
  for (const { name } of names)
    if (!/^[a-z0-9-]+\.eth$/.test(name))
      throw new Error(`deployEns: "${name}" is not a name directly under .eth (such as alice.eth).`)
  const { publicClient, account, wallet } = await createDevDeployer(
    rpcUrl,
    devEnsAccount.privateKey,
  )
  // Chain, nonce, gas and fees given: viem signs each transaction and sends it, nothing more.
  const fees = { maxFeePerGas: parseGwei('50'), maxPriorityFeePerGas: parseGwei('1') }
  const request = (method: string, params: unknown[]) =>
    publicClient.request({ method, params } as never) as Promise<unknown>
  const [registryArtifact, resolverArtifact, reverseArtifact, fifsArtifact, ours] =
    await Promise.all([
      readEnsArtifact('@ensdomains/ens/build/contracts/ENSRegistry.json'),
      readEnsArtifact('@ensdomains/resolver/build/contracts/PublicResolver.json'),
      readEnsArtifact('@ensdomains/resolver/build/contracts/ReverseRegistrar.json'),
      readEnsArtifact('@ensdomains/ens/build/contracts/FIFSRegistrar.json'),
      compileEnsContracts(),
    ])
  await request('anvil_setBalance', [account.address, numberToHex(10n ** 21n)])
  await request('anvil_setCode', [
    ensRegistryAddress,
    withPrefix(registryArtifact.deployedBytecode),
  ])
  await request('anvil_setStorageAt', [ensRegistryAddress, rootOwnerSlot, pad(account.address)])

  // Explicit nonces and gas: every transaction goes out at once, anvil mines them in order.
  let nonce = await publicClient.getTransactionCount({ address: account.address })
  const next = () => nonce++
  const at = (offset: number) =>
    getContractAddress({ from: account.address, nonce: BigInt(nonce + offset) })
  const ens: DevEns = {
    registry: ensRegistryAddress,
    publicResolver: at(0),
    universalResolver: at(1),
    reverseRegistrar: at(2),
    ethRegistrar: at(3),
    nameResolver: at(4),
    parentName: devEnsParentName,
    names,
  }
  const hashes: Hex[] = []
  const deploy = async (artifact: { abi: readonly unknown[]; bytecode: Hex }, args: unknown[]) =>
    hashes.push(
      await wallet.deployContract({
        abi: artifact.abi,
        bytecode: withPrefix(artifact.bytecode),
        args,
        nonce: next(),
        gas: 8_000_000n,
        ...fees,
      }),
    )
  const registry = (functionName: string, args: unknown[]) =>
    send(registryArtifact.abi, ensRegistryAddress, functionName, args)
  const resolver = (functionName: string, args: unknown[]) =>
    send(resolverArtifact.abi, ens.publicResolver, functionName, args)
  const fifs = (functionName: string, args: unknown[]) =>
    send(fifsArtifact.abi, ens.ethRegistrar, functionName, args)
  async function send(
    abi: readonly unknown[],
    address: Address,
    functionName: string,
    args: unknown[],
  ) {
    hashes.push(
      await wallet.writeContract({
        abi,
        address,
        functionName,
        args,
        nonce: next(),
        gas: 500_000n,
        ...fees,
      } as never),
    )
  }

  await deploy(resolverArtifact, [ensRegistryAddress])
  await deploy(ours.universalResolver, [ensRegistryAddress])
  await deploy(reverseArtifact, [ensRegistryAddress, ens.publicResolver])
  await deploy(fifsArtifact, [ensRegistryAddress, namehash('eth')])
  await deploy(ours.offchainResolver, [account.address, [], []])
  const root = pad('0x0')
  await registry('setSubnodeOwner', [root, labelhash('reverse'), account.address])
  await registry('setSubnodeOwner', [namehash('reverse'), labelhash('addr'), account.address])
  // ENSIP-19's default reverse: the primary names of Latchkey's names come from its gateway.
  await registry('setSubnodeOwner', [namehash('reverse'), labelhash('default'), account.address])
  await registry('setResolver', [namehash('default.reverse'), ens.nameResolver])
  // Each dev name's primary name, written while the dev stack still owns addr.reverse: the
  // named accounts send nothing (their nonces stay), and can still change it through the registrar.
  for (const { name, address } of names) {
    const label = address.slice(2).toLowerCase()
    const node = namehash(`${label}.addr.reverse`)
    await registry('setSubnodeOwner', [namehash('addr.reverse'), labelhash(label), account.address])
    await registry('setResolver', [node, ens.publicResolver])
    await resolver('setName', [node, name])
  }
  await registry('setOwner', [namehash('addr.reverse'), ens.reverseRegistrar])
  await registry('setSubnodeOwner', [root, labelhash('eth'), ens.ethRegistrar])
  for (const name of [devEnsParentName, ...names.map((entry) => entry.name)]) {
    await fifs('register', [labelhash(name.replace(/\.eth$/, '')), account.address])
    // The names under latchkey.eth are the gateway's (ENSIP-10 wildcard, CCIP-read).
    const resolverOf = name === devEnsParentName ? ens.nameResolver : ens.publicResolver
    await registry('setResolver', [namehash(name), resolverOf])
  }
  for (const { name, address } of names) await resolver('setAddr', [namehash(name), address])

  for (const hash of hashes) {
    const receipt = await waitForReceipt(publicClient, { hash })
    if (receipt.status !== 'success')
      throw new Error(`deployEns: an ENS transaction failed (${hash}).`)
  }
  return ens
}

const withPrefix = (bytecode: string) =>
  (bytecode.startsWith('0x') ? bytecode : `0x${bytecode}`) as Hex
