import type { DataChainConfig } from '../data/DataConfig.js'
import { tracedFetch } from '../tracing/tracedFetch.js'

/** How long a Solana node may take to answer a balance read. */
const solanaReadTimeoutMs = 10_000

type RpcReply = { id: number; result?: unknown; error?: { code: number; message: string } }

/**
 * Reads a Solana address's lamports and its balance of every SPL token in the chain's token list
 * (summed over its token accounts of that mint), in one JSON-RPC batch. Answers the amounts in
 * base units: the native one first, then one per listed token, in list order.
 */
export async function readSolanaBalances(
  rpcUrl: string,
  chain: Pick<DataChainConfig, 'tokens'>,
  address: string,
): Promise<bigint[]> {
  const calls = [
    { jsonrpc: '2.0', id: 0, method: 'getBalance', params: [address] },
    ...chain.tokens.map((token, index) => ({
      jsonrpc: '2.0',
      id: index + 1,
      method: 'getTokenAccountsByOwner',
      params: [address, { mint: token.address }, { encoding: 'jsonParsed' }],
    })),
  ]
  const response = await tracedFetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(calls),
    signal: AbortSignal.timeout(solanaReadTimeoutMs),
  })
  if (!response.ok) throw new Error(`The Solana node answered HTTP ${response.status}`)
  const replies = (await response.json()) as RpcReply[]
  if (!Array.isArray(replies)) throw new Error('The Solana node did not answer the batch')
  const byId = new Map(replies.map((reply) => [reply.id, reply]))
  return calls.map(({ id }) => {
    const reply = byId.get(id)
    if (!reply || reply.error) throw new Error(reply?.error?.message ?? 'No answer from the node')
    const { value } = reply.result as { value: unknown }
    // Lamports fit a double exactly below 2^53 (9 million SOL); token amounts come as strings.
    if (id === 0) return BigInt(Math.trunc(Number(value)))
    const accounts = (Array.isArray(value) ? value : []) as {
      account?: { data?: { parsed?: { info?: { tokenAmount?: { amount?: string } } } } }
    }[]
    return accounts.reduce(
      (sum, entry) => sum + BigInt(entry.account?.data?.parsed?.info?.tokenAmount?.amount ?? '0'),
      0n,
    )
  })
}
