import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { logDebug } from '../client/logDebug.js'

/**
 * Whether the data API serves `caipNetworkId`, from `GET /v1/supported-chains` asked once per
 * client. False without an `apiUrl`, and when the list cannot be had (asked again next time).
 */
export async function isNetworkSupported(
  context: LatchkeyClient,
  caipNetworkId: string,
): Promise<boolean> {
  const { data } = context
  const api = data.api
  if (!api) return false
  data.supportedChains ??= api.getSupportedChains().then(
    (answer) => answer.http,
    (error: unknown) => {
      data.supportedChains = undefined
      throw error
    },
  )
  const request = data.supportedChains
  try {
    return (await request).includes(caipNetworkId)
  } catch (error) {
    logDebug(context, 'Failed to fetch the data API’s supported chains', error)
    return false
  }
}
