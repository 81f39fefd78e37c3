import { address, createSolanaRpc } from '@solana/kit'

/** What `owner` holds of the SPL token `mint`, in its base unit, over all its token accounts. */
export async function getTokenBalance(
  rpcUrl: string,
  owner: string,
  mint: string,
): Promise<bigint> {
  const { value } = await createSolanaRpc(rpcUrl)
    .getTokenAccountsByOwner(address(owner), { mint: address(mint) }, { encoding: 'jsonParsed' })
    .send()
  return value.reduce(
    (sum, { account }) => sum + BigInt(account.data.parsed.info.tokenAmount.amount),
    0n,
  )
}
