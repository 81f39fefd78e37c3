/**
 * The chain id of a node, asked at the first call and kept (a node's chain does not change); a
 * failed ask is forgotten, so the next call asks again.
 */
export function readChainIdOnce(client: { getChainId(): Promise<number> }): () => Promise<number> {
  let chainId: Promise<number> | undefined
  return () => {
    chainId ??= client.getChainId().catch((error: unknown) => {
      chainId = undefined
      throw error
    })
    return chainId
  }
}
