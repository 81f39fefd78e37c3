import * as v from 'valibot'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import {
  convertAllowanceResponseSchema,
  convertBuildApproveResponseSchema,
  convertBuildTransactionResponseSchema,
  convertGasPriceResponseSchema,
  convertQuotesResponseSchema,
  convertTokensResponseSchema,
} from '../data/convertApi.js'
import {
  NetworkNotSupportedForGasPriceError,
  NetworkNotSupportedForSwapsError,
} from '../errors/client.js'
import { HttpRequestError } from '../errors/request.js'
import { createCheckedApi } from './createCheckedApi.js'

/** The data API's convert calls (spec section 7), answers checked with the shared schemas. */
export type ConvertApi = ReturnType<typeof createConvertApi>

/** Makes the convert calls' client; throws 'Network not supported for Swaps' without an `apiUrl`. */
export function createConvertApi(context: LatchkeyClient) {
  const api = createCheckedApi(context)
  if (!api) throw new NetworkNotSupportedForSwapsError()
  return {
    getTokens: (chainId: string) =>
      api.get(convertTokensResponseSchema, { path: '/v1/convert/tokens', params: { chainId } }),
    getQuotes: (params: {
      amount: bigint
      userAddress: string
      from: string
      to: string
      gasPrice?: bigint | undefined
    }) => api.get(convertQuotesResponseSchema, { path: '/v1/convert/quotes', params }),
    getAllowance: (params: { tokenAddress: string; userAddress: string }) =>
      api.get(convertAllowanceResponseSchema, { path: '/v1/convert/allowance', params }),
    getGasPrice: (chainId: string) =>
      api
        .get(convertGasPriceResponseSchema, { path: '/v1/convert/gas-price', params: { chainId } })
        .catch((error: unknown) => {
          throw isNetworkNotSupported(error)
            ? new NetworkNotSupportedForGasPriceError({ cause: error, metaMessages: [chainId] })
            : error
        }),
    buildApprove: (params: { userAddress: string; from: string; to: string; amount: bigint }) =>
      api.get(convertBuildApproveResponseSchema, { path: '/v1/convert/build-approve', params }),
    buildTransaction: (body: {
      amount: bigint
      slippage: number
      from: string
      to: string
      userAddress: string
      disableEstimate: boolean
    }) =>
      api.post(convertBuildTransactionResponseSchema, {
        path: '/v1/convert/build-transaction',
        body: {
          ...body,
          amount: body.amount.toString(),
          slippage: body.slippage,
          projectId: context.options.projectId,
        },
      }),
  }
}

// The server's refusal of a chain it has no swap market on (400 NETWORK_NOT_SUPPORTED).
const networkNotSupportedBodySchema = v.object({
  error: v.object({ code: v.literal('NETWORK_NOT_SUPPORTED') }),
})

function isNetworkNotSupported(error: unknown): boolean {
  return error instanceof HttpRequestError && v.is(networkNotSupportedBodySchema, error.body)
}
