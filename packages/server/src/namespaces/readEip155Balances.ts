import { erc20Abi, isAddress, type PublicClient } from 'viem'
import type { DataChainConfig } from '../data/DataConfig.js'
import { InvalidParameterError } from '../errors/parameter.js'

/**
 * Reads an address's native balance and its balance of every ERC-20 in the chain's token list,
 * in one JSON-RPC batch (multicall is not deployed everywhere; anvil has none). Answers the
 * amounts in base units: the native one first, then one per listed token, in list order.
 */
export async function readEip155Balances(
  client: PublicClient,
  chain: Pick<DataChainConfig, 'tokens'>,
  address: string,
): Promise<bigint[]> {
  if (!isAddress(address, { strict: false }))
    throw new InvalidParameterError('address', 'must be a 0x address of 40 hex digits')
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
