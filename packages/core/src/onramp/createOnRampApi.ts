import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import {
  type OnrampQuoteRequest,
  type OnrampUrlRequest,
  onrampOptionsResponseSchema,
  onrampPurchaseResponseSchema,
  onrampQuoteResponseSchema,
  onrampUrlResponseSchema,
} from '../data/onrampApi.js'
import { createCheckedApi } from '../swap/createCheckedApi.js'

/** The data API's on-ramp calls (spec section 7), answers checked with the shared schemas. */
export type OnRampApi = ReturnType<typeof createOnRampApi>

/** Makes the on-ramp calls' client; each call fails without an `apiUrl` (the fallbacks apply). */
export function createOnRampApi(context: LatchkeyClient) {
  const api = createCheckedApi(context)
  const need = () => {
    if (!api) throw new Error('No apiUrl: the data API is not configured')
    return api
  }
  return {
    getOptions: async () => need().get(onrampOptionsResponseSchema, { path: '/v1/onramp/options' }),
    getQuote: async (body: OnrampQuoteRequest) =>
      need().post(onrampQuoteResponseSchema, { path: '/v1/onramp/quote', body }),
    getUrl: async (body: OnrampUrlRequest) =>
      need().post(onrampUrlResponseSchema, { path: '/v1/generators/onrampurl', body }),
    getPurchase: async (id: string) =>
      need().get(onrampPurchaseResponseSchema, {
        path: `/v1/onramp/purchases/${encodeURIComponent(id)}`,
      }),
  }
}
