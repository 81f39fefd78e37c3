import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import {
  type Abi,
  type Address,
  encodeAbiParameters,
  erc20Abi,
  getContractAddress,
  type Hex,
  keccak256,
  maxUint256,
  numberToHex,
  pad,
} from 'viem'
import { createDevDeployer } from '../chain/createDevDeployer.js'
import { type DevToken, deployToken } from '../chain/deployToken.js'
import { waitForReceipt } from '../chain/waitForReceipt.js'
import { devMarketAccount, devMarketPrices } from './devMarketAccount.js'

/** Uniswap V2 on a dev chain: its contracts, and the tokens that have pools. */
export type DevMarket = {
  factory: Address
  weth: Address
  router: Address
  /** The ERC-20s with pools: each against the native coin, and each pair of them. */
  tokens: DevToken[]
}

export type DeployMarketParameters = {
  rpcUrl: string
  /** The chain's own token (already deployed by dev account 0). */
  token: DevToken
  /** A second token the market deploys, for token-to-token swaps. */
  secondToken: { name: string; symbol: string }
  /** Reference USD prices by symbol; defaults to `devMarketPrices` (unknown symbols: 1). */
  prices?: Readonly<Record<string, number>>
  /** The native coin's depth of each native pool, in wei; defaults to 1000 ETH. */
  nativeDepth?: bigint
}

type Artifact = { abi: Abi; bytecode: string }
const artifacts = new Map<string, Promise<Artifact>>()
/** Uniswap's compiled contracts as npm ships them (bytecode without 0x). */
function readArtifact(path: string) {
  let artifact = artifacts.get(path)
  if (!artifact) {
    artifact = readFile(createRequire(import.meta.url).resolve(path), 'utf8').then(
      (text) => JSON.parse(text) as Artifact,
    )
    artifacts.set(path, artifact)
  }
  return artifact
}
const bytecodeOf = (artifact: Artifact) =>
  (artifact.bytecode.startsWith('0x') ? artifact.bytecode : `0x${artifact.bytecode}`) as Hex

// OpenZeppelin 4.9 ERC20's storage: `_balances` at slot 0, `_totalSupply` at slot 2.
const balancesSlot = 0n
const totalSupplySlot = 2n
const usdScale = 1_000_000n
const toMicroUsd = (price: number) => BigInt(Math.round(price * 1_000_000))

/**
 * Deploys Uniswap V2 (WETH9, factory, router02 from their npm artifacts) from the market
 * account and funds pools native↔each token and token↔token at the reference prices. The
 * chain's own token is credited to the market account with anvil's storage cheat (a dev
 * chain's mint), so the ten dev accounts keep their balances and histories.
 */
export async function deployMarket(parameters: DeployMarketParameters): Promise<DevMarket> {
  const { rpcUrl, token, prices = devMarketPrices, nativeDepth = 1000n * 10n ** 18n } = parameters
  const { publicClient, account, wallet } = await createDevDeployer(
    rpcUrl,
    devMarketAccount.privateKey,
  )
  const request = (method: string, params: unknown[]) =>
    publicClient.request({ method, params } as never) as Promise<unknown>
  await request('anvil_setBalance', [account.address, numberToHex(10n ** 6n * 10n ** 18n)])

  const priceOf = (symbol: string) => toMicroUsd(prices[symbol] ?? 1)
  const ethPrice = toMicroUsd(prices.ETH ?? 3000)
  const tokenDepth = (symbol: string) => (nativeDepth * ethPrice) / priceOf(symbol)
  const second = await deployToken({
    rpcUrl,
    name: parameters.secondToken.name,
    symbol: parameters.secondToken.symbol,
    supply: 10_000_000n * 10n ** 18n,
    owner: account.address,
    fund: [],
    deployerKey: devMarketAccount.privateKey,
  })
  const tokens = [token, second]
  // Token↔token pool: 1,000,000 of the dearer token's worth on each side.
  const pairDepth = (symbol: string) => (1_000_000n * 10n ** 18n * usdScale) / priceOf(symbol)
  // The chain's token for the market: its pools plus a reserve for the sandbox on-ramp.
  const credit = tokenDepth(token.symbol) + pairDepth(token.symbol) + 1_000_000n * 10n ** 18n
  const balanceSlot = keccak256(
    encodeAbiParameters(
      [{ type: 'address' }, { type: 'uint256' }],
      [account.address, balancesSlot],
    ),
  )
  const [held, supply] = await Promise.all([
    publicClient.getStorageAt({ address: token.address, slot: balanceSlot }),
    publicClient.getStorageAt({ address: token.address, slot: numberToHex(totalSupplySlot) }),
  ])
  await request('anvil_setStorageAt', [
    token.address,
    balanceSlot,
    pad(numberToHex(BigInt(held ?? 0) + credit)),
  ])
  await request('anvil_setStorageAt', [
    token.address,
    numberToHex(totalSupplySlot, { size: 32 }),
    pad(numberToHex(BigInt(supply ?? 0) + credit)),
  ])

  const [wethArtifact, factoryArtifact, routerArtifact] = await Promise.all([
    readArtifact('@uniswap/v2-periphery/build/WETH9.json'),
    readArtifact('@uniswap/v2-core/build/UniswapV2Factory.json'),
    readArtifact('@uniswap/v2-periphery/build/UniswapV2Router02.json'),
  ])
  // Explicit nonces and gas: every transaction goes out at once, anvil mines them in order.
  let nonce = await publicClient.getTransactionCount({ address: account.address })
  const weth = getContractAddress({ from: account.address, nonce: BigInt(nonce) })
  const factory = getContractAddress({ from: account.address, nonce: BigInt(nonce + 1) })
  const router = getContractAddress({ from: account.address, nonce: BigInt(nonce + 2) })
  const hashes: Hex[] = []
  hashes.push(
    await wallet.deployContract({
      abi: wethArtifact.abi,
      bytecode: bytecodeOf(wethArtifact),
      nonce: nonce++,
      gas: 2_000_000n,
    }),
    await wallet.deployContract({
      abi: factoryArtifact.abi,
      bytecode: bytecodeOf(factoryArtifact),
      args: [account.address],
      nonce: nonce++,
      gas: 6_000_000n,
    }),
    await wallet.deployContract({
      abi: routerArtifact.abi,
      bytecode: bytecodeOf(routerArtifact),
      args: [factory, weth],
      nonce: nonce++,
      gas: 8_000_000n,
    }),
  )
  for (const { address } of tokens)
    hashes.push(
      await wallet.writeContract({
        address,
        abi: erc20Abi,
        functionName: 'approve',
        args: [router, maxUint256],
        nonce: nonce++,
        gas: 100_000n,
      }),
    )
  const deadline = 2n ** 48n
  for (const { address, symbol } of tokens)
    hashes.push(
      await wallet.writeContract({
        address: router,
        abi: routerArtifact.abi,
        functionName: 'addLiquidityETH',
        args: [address, tokenDepth(symbol), 0n, 0n, account.address, deadline],
        value: nativeDepth,
        nonce: nonce++,
        gas: 5_000_000n,
      }),
    )
  hashes.push(
    await wallet.writeContract({
      address: router,
      abi: routerArtifact.abi,
      functionName: 'addLiquidity',
      args: [
        token.address,
        second.address,
        pairDepth(token.symbol),
        pairDepth(second.symbol),
        0n,
        0n,
        account.address,
        deadline,
      ],
      nonce: nonce++,
      gas: 5_000_000n,
    }),
  )
  for (const hash of hashes) {
    const receipt = await waitForReceipt(publicClient, { hash })
    if (receipt.status !== 'success')
      throw new Error(`deployMarket: a market transaction failed (${hash}).`)
  }
  return { factory, weth, router, tokens }
}
