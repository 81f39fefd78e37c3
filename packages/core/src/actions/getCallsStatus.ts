import { getCallsProvider } from '../calls/getCallsProvider.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'

/** What the wallet answers `wallet_getCallsStatus` (EIP-5792 2.0.0). */
export type CallsStatus = {
  version: string
  id: string
  chainId: string
  /** 100 pending, 200 confirmed, 400 failed off chain, 500 reverted, 600 partly reverted. */
  status: number
  atomic: boolean
  receipts?: Record<string, unknown>[]
  capabilities?: Record<string, unknown>
}

/** Asks the connected eip155 wallet for a batch's status (EIP-5792 `wallet_getCallsStatus`). */
export async function getCallsStatus(client: LatchkeyClient, id: string): Promise<CallsStatus> {
  const { request } = getCallsProvider(client)
  return (await request({ method: 'wallet_getCallsStatus', params: [id] })) as CallsStatus
}
