// The convert client over the data API stand-in (test/createDataApiStub.ts), which answers the
// gas price as the server does: prices for a chain with a swap market, 400 NETWORK_NOT_SUPPORTED
// for another.
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createDataApiStub } from '../../test/createDataApiStub.js'
import { createTestClient } from '../../test/createTestClient.js'
import { NetworkNotSupportedForGasPriceError } from '../errors/client.js'
import { HttpRequestError } from '../errors/request.js'
import { createConvertApi } from './createConvertApi.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

function setup(gasPrices: Record<string, bigint> | number) {
  const stub = createDataApiStub({ gasPrices })
  vi.stubGlobal('fetch', stub.fetch)
  const { client } = createTestClient({ options: { apiUrl: 'http://api.test' } })
  return createConvertApi(client)
}

describe('createConvertApi', () => {
  test('behavior: the gas price of a chain the swap service serves', async () => {
    const convert = setup({ 'eip155:31337': 1_000_000_000n })
    await expect(convert.getGasPrice('eip155:31337')).resolves.toEqual({
      standard: '1000000000',
      fast: '1100000000',
      instant: '1250000000',
    })
  })

  test("behavior: a chain without a swap market rejects with 'Network not supported for Gas Price'", async () => {
    const convert = setup({ 'eip155:31337': 1_000_000_000n })
    const error = await convert.getGasPrice('eip155:1').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(NetworkNotSupportedForGasPriceError)
    expect(error).toMatchObject({
      name: 'NetworkNotSupportedForGasPriceError',
      shortMessage: 'Network not supported for Gas Price',
      metaMessages: ['eip155:1'],
    })
    expect((error as NetworkNotSupportedForGasPriceError).cause).toBeInstanceOf(HttpRequestError)
  })

  test('behavior: another failure of the server is passed on as it is', async () => {
    const convert = setup(503)
    const error = await convert.getGasPrice('eip155:31337').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error).toMatchObject({ status: 503 })
  })
})
