import { erc20Abi, erc721Abi, type PublicClient } from 'viem'
import type { TokenMetadata } from './writeBlockRange.js'

/**
 * Reads the name, symbol and (for ERC-20s) decimals of token contracts, all in one batch. A
 * contract that does not answer one of them gets null there: tokens need not implement them.
 */
export async function readTokenMetadata(
  client: PublicClient,
  tokens: readonly { address: `0x${string}`; kind: 'erc20' | 'erc721' }[],
): Promise<TokenMetadata[]> {
  const read = <result>(address: `0x${string}`, kind: TokenMetadata['kind'], name: string) =>
    client
      .readContract({
        address,
        abi: kind === 'erc20' ? erc20Abi : erc721Abi,
        functionName: name as 'name',
      })
      .then((value) => value as result)
      .catch(() => null)
  return Promise.all(
    tokens.map(async ({ address, kind }) => {
      const [name, symbol, decimals] = await Promise.all([
        read<string>(address, kind, 'name'),
        read<string>(address, kind, 'symbol'),
        kind === 'erc20' ? read<number>(address, kind, 'decimals') : null,
      ])
      return {
        address,
        kind,
        name: typeof name === 'string' ? name.slice(0, 100) : null,
        symbol: typeof symbol === 'string' ? symbol.slice(0, 30) : null,
        decimals: typeof decimals === 'number' && decimals <= 255 ? decimals : null,
      }
    }),
  )
}
