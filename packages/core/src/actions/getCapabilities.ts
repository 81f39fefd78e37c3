import { getCallsProvider } from '../calls/getCallsProvider.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'

/** What `getCapabilities` asks about. */
export type GetCapabilitiesParameters = {
  /** 0x chain ids; default every chain the wallet answers for. */
  chainIds?: readonly string[] | undefined
}

/**
 * Asks the connected eip155 wallet what it can do for its account, per 0x chain id (EIP-5792
 * `wallet_getCapabilities`: `atomic`, `paymasterService`, …).
 */
export async function getCapabilities(
  client: LatchkeyClient,
  parameters: GetCapabilitiesParameters = {},
): Promise<Record<string, Record<string, unknown>>> {
  const { request, address } = getCallsProvider(client)
  const params = parameters.chainIds ? [address, parameters.chainIds] : [address]
  return (await request({ method: 'wallet_getCapabilities', params })) as Record<
    string,
    Record<string, unknown>
  >
}
