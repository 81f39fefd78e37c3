// Identity names on a real client and a stand-in data API (test/createDataApiStub.ts).
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createDataApiStub } from '../../test/createDataApiStub.js'
import { createTestClient } from '../../test/createTestClient.js'
import { getIdentityNames } from '../data/identityNames.js'
import { getIdentityAvatar } from './getIdentityAvatar.js'
import { getIdentityName } from './getIdentityName.js'
import { watchIdentityAvatar } from './watchIdentityAvatar.js'
import { watchIdentityName } from './watchIdentityName.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

const address = '0x1111111111111111111111111111111111111111'
const henry = { name: 'henry.latchkey.eth', avatar: 'https://avatars.example/henry.png' }

function setup() {
  const stub = createDataApiStub({ identities: { [address]: henry } })
  vi.stubGlobal('fetch', stub.fetch)
  const { client } = createTestClient({ options: { apiUrl: 'http://api.test' } })
  return { client, identityRequests: () => stub.count(/\/identity\//) }
}

describe('watchIdentityName', () => {
  test('default: the name is fetched on watch and read by getIdentityName', async () => {
    const { client, identityRequests } = setup()
    expect(getIdentityName(client, address)).toBeUndefined()
    const onChange = vi.fn()
    const unwatch = watchIdentityName(client, { address, onChange })
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith('henry.latchkey.eth', undefined))
    expect(getIdentityName(client, address.toUpperCase().replace('0X', '0x'))).toBe(
      'henry.latchkey.eth',
    )
    expect(identityRequests()).toBe(1)
    unwatch()
    client.destroy()
  })

  test('behavior: many watchers of one address ask once', async () => {
    const { client, identityRequests } = setup()
    const onChange = vi.fn()
    const unwatches = [1, 2, 3].map(() => watchIdentityName(client, { address, onChange }))
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(3))
    expect(identityRequests()).toBe(1)
    for (const unwatch of unwatches) unwatch()
    client.destroy()
  })
})

describe('watchIdentityAvatar', () => {
  test('default: the profile image comes with the name, in one request', async () => {
    const { client, identityRequests } = setup()
    expect(getIdentityAvatar(client, address)).toBeUndefined()
    const onAvatar = vi.fn()
    const onName = vi.fn()
    const unwatches = [
      watchIdentityAvatar(client, { address, onChange: onAvatar }),
      watchIdentityName(client, { address, onChange: onName }),
    ]
    await vi.waitFor(() => expect(onAvatar).toHaveBeenCalledWith(henry.avatar, undefined))
    expect(onName).toHaveBeenCalledWith(henry.name, undefined)
    expect(getIdentityAvatar(client, address)).toBe(henry.avatar)
    expect(identityRequests()).toBe(1)
    for (const unwatch of unwatches) unwatch()
    client.destroy()
  })

  test('behavior: an address without an identity has no image', async () => {
    const { client } = setup()
    const other = '0x2222222222222222222222222222222222222222'
    const onName = vi.fn()
    const unwatch = watchIdentityName(client, { address: other, onChange: onName })
    await vi.waitFor(() =>
      expect(getIdentityNames(client).store.getState().names).toHaveProperty(other),
    )
    expect(getIdentityAvatar(client, other)).toBeUndefined()
    unwatch()
    client.destroy()
  })
})
