// The data API client against a stand-in fetch (test/createDataApiStub.ts): what it sends and
// how it reads answers. The real server's answers are checked in packages/server's tests.
import { describe, expect, test } from 'vitest'
import { createDataApiStub } from '../../test/createDataApiStub.js'
import { InvalidResponseError } from '../errors/request.js'
import { createDataApiClient } from './createDataApiClient.js'

const address = '0x1111111111111111111111111111111111111111'

describe('createDataApiClient', () => {
  test('default: every call carries projectId, st and sv', async () => {
    const stub = createDataApiStub({ supportedChains: ['eip155:31337', 'eip155:31338'] })
    const api = createDataApiClient({
      baseUrl: 'http://api.test/',
      projectId: 'p1',
      fetch: stub.fetch,
    })
    expect(await api.getSupportedChains()).toEqual({
      http: ['eip155:31337', 'eip155:31338'],
      ws: [],
    })
    await api.getBalance({ address, chainId: 'eip155:31337' })
    await api.getBalance({ address, chainId: 'eip155:31337', forceUpdate: true })
    await api.getIdentity({ address, sender: address })
    await api.getHistory({ account: address, cursor: 'abc', chainId: 'eip155:31337' })
    expect(stub.requests.map((url) => `${url.pathname}${url.search}`)).toEqual([
      '/v1/supported-chains?projectId=p1&st=latchkey&sv=latchkey-core-0.1.0',
      `/v1/account/${address}/balance?projectId=p1&st=latchkey&sv=latchkey-core-0.1.0&currency=usd&chainId=eip155%3A31337`,
      `/v1/account/${address}/balance?projectId=p1&st=latchkey&sv=latchkey-core-0.1.0&currency=usd&chainId=eip155%3A31337&forceUpdate=true`,
      `/v1/identity/${address}?projectId=p1&st=latchkey&sv=latchkey-core-0.1.0&sender=${address}`,
      `/v1/account/${address}/history?projectId=p1&st=latchkey&sv=latchkey-core-0.1.0&cursor=abc&chainId=eip155%3A31337`,
    ])
  })

  test('behavior: the price call posts its body', async () => {
    const calls: Array<{ url: string; init: RequestInit | undefined }> = []
    const api = createDataApiClient({
      baseUrl: 'http://api.test',
      projectId: 'p1',
      fetch: async (url, init) => {
        calls.push({ url: String(url), init })
        return Response.json({
          fungibles: [{ name: 'Ether', symbol: 'ETH', iconUrl: '', price: 3000 }],
        })
      },
    })
    expect(await api.getFungiblePrice({ addresses: ['eip155:1:0xeeee'] })).toEqual({
      fungibles: [{ name: 'Ether', symbol: 'ETH', iconUrl: '', price: 3000 }],
    })
    expect(calls[0]?.init?.method).toBe('POST')
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      currency: 'usd',
      addresses: ['eip155:1:0xeeee'],
      projectId: 'p1',
    })
  })

  test('behavior: an on-ramp history is asked for without cache', async () => {
    const headers: Array<HeadersInit | undefined> = []
    const api = createDataApiClient({
      baseUrl: 'http://api.test',
      fetch: async (_url, init) => {
        headers.push(init?.headers)
        return Response.json({ data: [], next: null })
      },
    })
    await api.getHistory({ account: address, onramp: 'coinbase' })
    await api.getHistory({ account: address })
    expect(headers).toEqual([{ 'cache-control': 'no-cache' }, {}])
  })

  test('behavior: an answer of the wrong shape is an InvalidResponseError', async () => {
    const api = createDataApiClient({
      baseUrl: 'http://api.test',
      fetch: async () => Response.json({ balances: [{ name: 'x' }] }),
    })
    const error = await api.getBalance({ address, chainId: 'eip155:1' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect((error as InvalidResponseError).details).toMatch(/symbol/)
  })

  test('behavior: a failing status is an HttpRequestError with the spec message', async () => {
    const stub = createDataApiStub({ balances: 500 })
    const api = createDataApiClient({ baseUrl: 'http://api.test', fetch: stub.fetch })
    await expect(api.getBalance({ address, chainId: 'eip155:1' })).rejects.toThrow(
      'HTTP status code: 500',
    )
  })

  test("behavior: the name service's calls, their paths and the answers' schemas", async () => {
    const stub = createDataApiStub({ registered: { 'bobby.latchkey.eth': address } })
    const api = createDataApiClient({ baseUrl: 'http://api.test', fetch: stub.fetch })
    expect(await api.getNameSuggestions({ name: 'bobby', zone: 'latchkey.eth' })).toEqual({
      suggestions: [
        { name: 'bobby.latchkey.eth', registered: true },
        { name: 'bobby1.latchkey.eth', registered: false },
        { name: 'bobby2.latchkey.eth', registered: false },
        { name: 'bobbyx.latchkey.eth', registered: false },
      ],
    })
    expect(await api.getProfileReverse({ address, sender: address })).toEqual([
      { name: 'bobby.latchkey.eth', addresses: { '60': { address } }, attributes: {} },
    ])
    const message = JSON.stringify({ name: 'alice1.latchkey.eth', attributes: {}, timestamp: 1 })
    const body = { coin_type: 60, address, message, signature: '0x12' }
    expect(await api.registerProfileAccount(body)).toEqual({
      success: true,
      name: 'alice1.latchkey.eth',
    })
    expect(stub.registrations).toEqual([body])
    expect(stub.requests.map((url) => `${url.pathname}${url.search}`)).toEqual([
      '/v1/profile/suggestions/bobby?st=latchkey&sv=latchkey-core-0.1.0&zone=latchkey.eth',
      `/v1/profile/reverse/${address}?st=latchkey&sv=latchkey-core-0.1.0&sender=${address}`,
      '/v1/profile/account?st=latchkey&sv=latchkey-core-0.1.0',
    ])
  })

  test('behavior: a suggestions answer of the wrong shape is an InvalidResponseError', async () => {
    const api = createDataApiClient({
      baseUrl: 'http://api.test',
      fetch: async () => Response.json({ suggestions: [{ name: 'bobby.latchkey.eth' }] }),
    })
    await expect(api.getNameSuggestions({ name: 'bobby' })).rejects.toBeInstanceOf(
      InvalidResponseError,
    )
  })

  test("behavior: a refreshed identity is asked past the browser's cache", async () => {
    const modes: Array<RequestCache | undefined> = []
    const api = createDataApiClient({
      baseUrl: 'http://api.test',
      fetch: async (_url, init) => {
        modes.push(init?.cache)
        return Response.json({ name: 'bobby.latchkey.eth', avatar: null })
      },
    })
    await api.getIdentity({ address })
    await api.getIdentity({ address, sender: address, refresh: true })
    expect(modes).toEqual([undefined, 'reload'])
  })
})
