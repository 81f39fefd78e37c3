import { erc20Abi, type PublicClient } from 'viem'
import type { DataChainConfig } from './DataConfig.js'

/**
 * Reads an address's native balance and its balance of every ERC-20 in the chain's token list,
 * in one JSON-RPC batch (multicall is not deployed everywhere; anvil has none). Answers the
 * amounts in base units: the native one first, then one per listed token, in list order.
 */
export async function readBalances(
  client: PublicClient,
  chain: Pick<DataChainConfig, 'tokens'>,
  address: `0x${string}`,
): Promise<bigint[]> {
  return Promise.all([
    client.getBalance({ address }),
    ...chain.tokens.map((token) =>
      client
        .readContract({
          address: token.address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [address],
        })
        // A listed contract that is not there (another deployment, a reset chain) holds nothing.
        .catch(() => 0n),
    ),
  ])
}
