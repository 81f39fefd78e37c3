// @vitest-environment happy-dom
import type { LatchkeyClient } from '@latchkey/core'
import { getAccount } from '@latchkey/core'
import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { connect, setupClient, wrapperFor } from '../../test/setup.js'
import { useDisconnect } from './useDisconnect.js'

let client: LatchkeyClient
afterEach(() => {
  cleanup()
  client.destroy()
})

describe('useDisconnect', () => {
  test('default', async () => {
    ;({ client } = setupClient())
    const { result } = renderHook(() => useDisconnect(), { wrapper: wrapperFor(client) })
    await connect(client)
    await act(() => result.current.disconnect())
    expect(getAccount(client).status).toBe('disconnected')
  })

  test("behavior: a failure rejects with 'Failed to disconnect'", async () => {
    const wallet = setupClient()
    client = wallet.client
    const { result } = renderHook(() => useDisconnect(), { wrapper: wrapperFor(client) })
    await connect(client)
    wallet.wallet.nextError = new Error('busy')
    await act(() => expect(result.current.disconnect()).rejects.toThrow('Failed to disconnect'))
  })
})
