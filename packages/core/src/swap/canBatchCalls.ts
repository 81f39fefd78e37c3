import { getCapabilities } from '../actions/getCapabilities.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import type { CaipNetwork } from '../networks/CaipNetwork.js'

/**
 * Whether the connected eip155 wallet runs a batch atomically on `caipNetwork` (EIP-5792
 * `atomic` supported or ready). A wallet without EIP-5792 (it answers 4200) cannot.
 */
export async function canBatchCalls(
  client: LatchkeyClient,
  caipNetwork: CaipNetwork,
): Promise<boolean> {
  const chainId = `0x${BigInt(caipNetwork.id).toString(16)}`
  try {
    const capabilities = await getCapabilities(client, { chainIds: [chainId] })
    const atomic = capabilities[chainId]?.atomic
    const status =
      typeof atomic === 'object' && atomic !== null && 'status' in atomic
        ? atomic.status
        : undefined
    return status === 'supported' || status === 'ready'
  } catch {
    return false
  }
}
