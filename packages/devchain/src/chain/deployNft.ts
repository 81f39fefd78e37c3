import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  getAddress,
  type Hex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devAccounts } from './devAccounts.js'
import { devTransport } from './devTransport.js'
import { waitForReceipt } from './waitForReceipt.js'

/** What `deployNft` takes. */
export type DeployNftParameters = {
  rpcUrl: string
  name: string
  symbol: string
  /** Each gets one token, in order: token ids 0, 1, 2, … */
  mintTo?: readonly Address[]
  /** Prefix of every token's URI (`tokenURI(id)` is it followed by the id); default none. */
  baseUri?: string
}

/** An ERC-721 collection on a dev chain and the ids minted to each receiver. */
export type DevNft = { address: Address; name: string; symbol: string; tokenIds: bigint[] }

const artifactPath = '@openzeppelin/contracts/build/contracts/ERC721PresetMinterPauserAutoId.json'
let artifact: Promise<{ abi: Abi; bytecode: Hex }> | undefined

/** OpenZeppelin's compiled ERC-721 whose ids count up from 0 (shipped in the npm package). */
function readArtifact() {
  artifact ??= readFile(createRequire(import.meta.url).resolve(artifactPath), 'utf8').then(
    (text) => JSON.parse(text) as { abi: Abi; bytecode: Hex },
  )
  return artifact
}

/** Deploys an ERC-721 from dev account 0 (its minter) and mints one token to each of `mintTo`. */
export async function deployNft(parameters: DeployNftParameters): Promise<DevNft> {
  const { rpcUrl, name, symbol, mintTo = [], baseUri = '' } = parameters
  const account = privateKeyToAccount(devAccounts[0]!.privateKey)
  const publicClient = createPublicClient({ transport: devTransport(rpcUrl) })
  const wallet = createWalletClient({ account, transport: devTransport(rpcUrl) })
  const { abi, bytecode } = await readArtifact()
  const deployHash = await wallet.deployContract({
    abi,
    bytecode,
    args: [name, symbol, baseUri],
    chain: null,
  })
  const receipt = await waitForReceipt(publicClient, { hash: deployHash })
  const address = receipt.contractAddress && getAddress(receipt.contractAddress)
  if (receipt.status !== 'success' || !address)
    throw new Error(`deployNft: deploying ${symbol} failed (transaction ${deployHash}).`)
  // One after the other: the ids follow the order of `mintTo`.
  for (const to of mintTo) {
    const hash = await wallet.writeContract({
      address,
      abi,
      functionName: 'mint',
      args: [to],
      chain: null,
    })
    const minted = await waitForReceipt(publicClient, { hash })
    if (minted.status !== 'success')
      throw new Error(`deployNft: minting ${symbol} failed (${hash}).`)
  }
  return { address, name, symbol, tokenIds: mintTo.map((_, index) => BigInt(index)) }
}
