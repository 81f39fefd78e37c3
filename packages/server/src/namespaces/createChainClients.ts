import { createPublicClient, http, type PublicClient } from 'viem'

/** Public clients of the chains' nodes, made once per URL and kept for the server's life. */
export function createChainClients(): (rpcUrl: string) => PublicClient {
  const clients = new Map<string, PublicClient>()
  return (rpcUrl) => {
    let client = clients.get(rpcUrl)
    if (!client) {
      client = createPublicClient({ transport: http(rpcUrl, { timeout: 10_000, retryCount: 1 }) })
      clients.set(rpcUrl, client)
    }
    return client
  }
}
