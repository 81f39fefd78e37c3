import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { BaseError } from '../errors/base.js'
import { type ActiveSession, sessionsResponseSchema } from '../sessions/sessionsResponseSchema.js'
import { createCheckedApi } from '../swap/createCheckedApi.js'

/**
 * The live (not revoked, not expired) session keys `address` holds, from the server's
 * `GET /v1/sessions/{address}`, on every smart-account chain or the one CAIP-2 `chainId` names.
 */
export async function getSessions(
  client: LatchkeyClient,
  parameters: { address: string; chainId?: string | undefined },
): Promise<ActiveSession[]> {
  const api = createCheckedApi(client)
  if (!api)
    throw new BaseError('getSessions needs the apiUrl option (the Latchkey server)', {
      name: 'SessionsUnavailableError',
    })
  if (!/^0x[0-9a-fA-F]{40}$/.test(parameters.address))
    throw new BaseError(`getSessions: ${parameters.address} is not a 0x address`, {
      name: 'InvalidAddressError',
    })
  const answer = await api.get(sessionsResponseSchema, {
    path: `/v1/sessions/${parameters.address}`,
    params: parameters.chainId ? { chainId: parameters.chainId } : {},
  })
  return answer.sessions
}
