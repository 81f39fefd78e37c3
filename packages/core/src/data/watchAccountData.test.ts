// The client's identity lookup on a real client over the in-memory test adapter and a stand-in
// data API (test/createDataApiStub.ts); the real server is covered by packages/server and e2e/.
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createDataApiStub, type DataApiStubRoutes } from '../../test/createDataApiStub.js'
import { createTestClient } from '../../test/createTestClient.js'
import { connect } from '../actions/connect.js'
import { disconnect } from '../actions/disconnect.js'
import { getAccount } from '../actions/getAccount.js'
// Loaded up front: the client imports them on first use, which fake timers cannot wait for.
import './createDataApiClient.js'
import './updateIdentity.js'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const address = '0x1111111111111111111111111111111111111111'
const henry = { name: 'henry.latchkey.eth', avatar: 'https://avatars.example/henry.png' }

async function setup(routes: DataApiStubRoutes = {}) {
  vi.useFakeTimers()
  const stub = createDataApiStub({ identities: { [address]: henry }, ...routes })
  vi.stubGlobal('fetch', stub.fetch)
  const setup = createTestClient({ options: { apiUrl: 'http://api.test' } })
  const connectWallet = async () => {
    await connect(setup.client, { connectorId: 'io.test' })
    await vi.advanceTimersByTimeAsync(0)
  }
  await connectWallet()
  return { ...setup, stub, connectWallet, identityRequests: () => stub.count(/\/identity\//) }
}

describe('watchAccountData', () => {
  test('default: a connected account gets its name and avatar', async () => {
    const { client, stub } = await setup()
    expect(getAccount(client)).toMatchObject({
      profileName: 'henry.latchkey.eth',
      profileImage: 'https://avatars.example/henry.png',
    })
    expect(stub.requests.at(-1)?.searchParams.get('sender')).toBe(address)
  })

  test('behavior: an identity is reused for 5 minutes', async () => {
    const { client, connectWallet, identityRequests } = await setup()
    await disconnect(client)
    expect(getAccount(client).profileName).toBeUndefined()
    await vi.advanceTimersByTimeAsync(299_999)
    await connectWallet()
    expect(identityRequests()).toBe(1)
    expect(getAccount(client).profileName).toBe('henry.latchkey.eth')
    await disconnect(client)
    await vi.advanceTimersByTimeAsync(1)
    await connectWallet()
    expect(identityRequests()).toBe(2)
  })

  test('behavior: no name leaves the profile unset', async () => {
    const { client } = await setup({ identities: {} })
    expect(getAccount(client)).toMatchObject({ profileName: undefined, profileImage: undefined })
  })

  test('behavior: not asked on a network the data API does not serve, nor after a failure', async () => {
    const { client, identityRequests } = await setup({ supportedChains: ['eip155:1'] })
    expect(identityRequests()).toBe(0)
    expect(getAccount(client).profileName).toBeUndefined()
    const failing = await setup({ identities: 500 })
    expect(getAccount(failing.client).profileName).toBeUndefined()
  })
})
