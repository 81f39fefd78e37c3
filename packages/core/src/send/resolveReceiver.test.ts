// Send's receiver lookup on a real client with a stand-in data API (test/createDataApiStub.ts);
// the real names route is covered by packages/server, a real checksum check by packages/evm,
// and the whole flow by the browser tests in e2e/send.spec.ts.
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createDataApiStub, type DataApiStubRoutes } from '../../test/createDataApiStub.js'
import { createTestClient } from '../../test/createTestClient.js'
import { isReceiverName, resolveReceiver } from './resolveReceiver.js'

afterEach(() => vi.unstubAllGlobals())

const bob = '0x2222222222222222222222222222222222222222'
const sender = '0x1111111111111111111111111111111111111111'
// Stands in for a namespace's address check: this one refuses upper-case letters.
const isAddress = (address: string) => /^0x[0-9a-f]{40}$/.test(address)

function setup(routes: DataApiStubRoutes = {}) {
  const stub = createDataApiStub({
    names: { 'bob.latchkey.eth': bob },
    identities: { [bob]: { name: 'bob.latchkey.eth', avatar: 'https://avatars.example/bob.png' } },
    ...routes,
  })
  vi.stubGlobal('fetch', stub.fetch)
  const { client } = createTestClient({ options: { apiUrl: 'http://api.test' } })
  const context = client
  const resolve = (input: string) =>
    resolveReceiver(context, { input, isAddress, caipNetworkId: 'eip155:31337', sender })
  return { stub, resolve }
}

describe('resolveReceiver', () => {
  test('default: a name resolves through the data API, with its avatar', async () => {
    const { resolve } = setup()
    expect(await resolve(' Bob.Latchkey.ETH ')).toEqual({
      status: 'resolved',
      address: bob,
      name: 'bob.latchkey.eth',
      avatar: 'https://avatars.example/bob.png',
    })
  })

  test('behavior: an address is checked, then its name looked up', async () => {
    const { resolve } = setup()
    expect(await resolve(bob)).toMatchObject({ status: 'resolved', name: 'bob.latchkey.eth' })
    expect(await resolve(sender)).toEqual({ status: 'resolved', address: sender })
    expect(await resolve('0x2222222222222222222222222222222222222A22')).toEqual({
      status: 'invalidAddress',
    })
    expect(await resolve('0x1234')).toEqual({ status: 'invalidAddress' })
    expect(await resolve('not an address')).toEqual({ status: 'invalidAddress' })
  })

  test('behavior: a name that does not resolve', async () => {
    const { resolve } = setup()
    expect(await resolve('nobody.latchkey.eth')).toEqual({ status: 'nameNotFound' })
  })

  test('behavior: a failing name lookup is an error, not a missing name', async () => {
    const { resolve } = setup({ names: 500 })
    expect(await resolve('bob.latchkey.eth')).toEqual({ status: 'nameError' })
  })

  test('behavior: a failing identity leaves the address as it is', async () => {
    const { resolve } = setup({ identities: 500 })
    expect(await resolve(bob)).toEqual({ status: 'resolved', address: bob })
  })
})

describe('isReceiverName', () => {
  test('default', () => {
    expect(isReceiverName('bob.latchkey.eth')).toBe(true)
    expect(isReceiverName('vitalik.eth')).toBe(true)
    expect(isReceiverName('bob')).toBe(false)
    expect(isReceiverName('0xabc.eth')).toBe(false)
    expect(isReceiverName(bob)).toBe(false)
  })
})
