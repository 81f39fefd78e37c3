import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  getAddress,
  type Hex,
  isAddressEqual,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devAccounts } from './devAccounts.js'
import { devTransport } from './devTransport.js'
import { waitForReceipt } from './waitForReceipt.js'

export type DeployTokenParameters = {
  rpcUrl: string
  name: string
  symbol: string
  /** Total supply in base units (the token has 18 decimals); defaults to 1,000,000 tokens. */
  supply?: bigint
  /** Receives the whole supply before the shares go out; defaults to dev account 0. */
  owner?: Address
  /**
   * Each gets `supply / 10` from the owner; defaults to every dev account but the owner.
   * Needs the owner to be a dev account, whose key signs the transfers.
   */
  fund?: readonly Address[]
  /** The key that deploys the token; defaults to dev account 0's. */
  deployerKey?: Hex
}

/** An ERC-20 token on a dev chain. */
export type DevToken = { address: Address; name: string; symbol: string; decimals: number }

const artifactPath = '@openzeppelin/contracts/build/contracts/ERC20PresetFixedSupply.json'
let artifact: Promise<{ abi: Abi; bytecode: Hex }> | undefined

/** OpenZeppelin's compiled fixed-supply ERC-20 (shipped in the npm package, so no compiler). */
function readArtifact() {
  artifact ??= readFile(createRequire(import.meta.url).resolve(artifactPath), 'utf8').then(
    (text) => JSON.parse(text) as { abi: Abi; bytecode: Hex },
  )
  return artifact
}

/** Deploys a fixed-supply ERC-20 from dev account 0 and hands a share to each dev account. */
export async function deployToken(parameters: DeployTokenParameters): Promise<DevToken> {
  const { rpcUrl, name, symbol, supply = 1_000_000n * 10n ** 18n } = parameters
  const deployer = privateKeyToAccount(parameters.deployerKey ?? devAccounts[0]!.privateKey)
  const owner = parameters.owner ?? deployer.address
  const fund =
    parameters.fund ??
    devAccounts
      .map((account) => account.address)
      .filter((address) => !isAddressEqual(address, owner))
  const ownerKey = devAccounts.find((account) => isAddressEqual(account.address, owner))?.privateKey
  if (fund.length > 0 && !ownerKey)
    throw new Error(
      `deployToken: the owner ${owner} is not a dev account, so nothing can sign its transfers; pass \`fund: []\`.`,
    )

  const publicClient = createPublicClient({ transport: devTransport(rpcUrl) })
  const { abi, bytecode } = await readArtifact()
  const deployHash = await createWalletClient({
    account: deployer,
    transport: devTransport(rpcUrl),
  }).deployContract({ abi, bytecode, args: [name, symbol, supply, owner], chain: null })
  const receipt = await waitForReceipt(publicClient, { hash: deployHash })
  const address = receipt.contractAddress && getAddress(receipt.contractAddress)
  if (receipt.status !== 'success' || !address)
    throw new Error(`deployToken: deploying ${symbol} failed (transaction ${deployHash}).`)

  if (ownerKey && fund.length > 0) {
    const account = privateKeyToAccount(ownerKey)
    const wallet = createWalletClient({ account, transport: devTransport(rpcUrl) })
    const chain = defineChain({
      id: await publicClient.getChainId(),
      name: 'dev chain',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    })
    // Explicit nonces let every transfer go out before any is mined. Sent one after the
    // other, they reach anvil in nonce order: none waits in its pool for an earlier one.
    let nonce = await publicClient.getTransactionCount({
      address: account.address,
      blockTag: 'pending',
    })
    const hashes: Hex[] = []
    for (const to of fund)
      hashes.push(
        await wallet.writeContract({
          address,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [to, supply / 10n],
          chain,
          nonce: nonce++,
          gas: 100_000n,
        }),
      )
    for (const hash of hashes) {
      const transfer = await waitForReceipt(publicClient, { hash })
      if (transfer.status !== 'success')
        throw new Error(`deployToken: funding ${symbol} failed (${hash}).`)
    }
  }
  return { address, name, symbol, decimals: 18 }
}
