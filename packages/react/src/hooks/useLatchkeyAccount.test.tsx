// @vitest-environment happy-dom
import type { LatchkeyClient } from '@latchkey/core'
import { cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createDataApiStub } from '../../../core/test/createDataApiStub.js'
import { address, connect, setupClient, wrapperFor } from '../../test/setup.js'
import { useLatchkeyAccount } from './useLatchkeyAccount.js'

let client: LatchkeyClient
afterEach(() => {
  cleanup()
  client.destroy()
  vi.unstubAllGlobals()
})

describe('useLatchkeyAccount', () => {
  test('default: disconnected', () => {
    ;({ client } = setupClient())
    const { result } = renderHook(() => useLatchkeyAccount(), { wrapper: wrapperFor(client) })
    expect(result.current).toEqual({
      namespace: 'eip155',
      address: undefined,
      caipAddress: undefined,
      isConnected: false,
      status: 'disconnected',
      allAccounts: [],
      balance: undefined,
      balanceSymbol: undefined,
      profileName: undefined,
      profileImage: undefined,
    })
  })

  test('behavior: follows a connection, then its balance', async () => {
    ;({ client } = setupClient())
    const { result } = renderHook(() => useLatchkeyAccount(), { wrapper: wrapperFor(client) })
    await connect(client)
    expect(result.current).toMatchObject({
      address,
      caipAddress: `eip155:31337:${address}`,
      isConnected: true,
      status: 'connected',
      allAccounts: [{ address, type: 'eoa' }],
    })
    await waitFor(() => expect(result.current.balance).toBe('10000'))
    expect(result.current.balanceSymbol).toBe('ETH')
  })

  test('parameters: namespace', async () => {
    ;({ client } = setupClient())
    const { result } = renderHook(() => useLatchkeyAccount({ namespace: 'eip155' }), {
      wrapper: wrapperFor(client),
    })
    await connect(client)
    expect(result.current.address).toBe(address)
  })

  test('behavior: the profile name and image from the data API', async () => {
    // A stand-in data API (core/test/createDataApiStub.ts) answers the identity.
    const identity = { name: 'henry.latchkey.eth', avatar: 'https://avatars.example/henry.png' }
    vi.stubGlobal(
      'fetch',
      createDataApiStub({ identities: { [address.toLowerCase()]: identity } }).fetch,
    )
    ;({ client } = setupClient({ options: { apiUrl: 'http://api.test' } }))
    const { result } = renderHook(() => useLatchkeyAccount(), { wrapper: wrapperFor(client) })
    await connect(client)
    await waitFor(() =>
      expect(result.current).toMatchObject({
        profileName: 'henry.latchkey.eth',
        profileImage: 'https://avatars.example/henry.png',
      }),
    )
  })
})
