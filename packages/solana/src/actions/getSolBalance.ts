// Loaded with the first balance: @solana/kit's RPC client.
import { address, createSolanaRpc } from '@solana/kit'

/** The lamports of `owner` on the RPC at `rpcUrl`. */
export async function getSolBalance(rpcUrl: string, owner: string): Promise<bigint> {
  const { value } = await createSolanaRpc(rpcUrl).getBalance(address(owner)).send()
  return value
}
