// @vitest-environment happy-dom
import type { LatchkeyClient } from '@latchkey/core'
import { signInWithSIWX } from '@latchkey/core'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { createTestSIWX } from '../../../core/test/createTestSIWX.js'
import { address, connect, setupClient, wrapperFor } from '../../test/setup.js'
import { useLatchkeySIWX } from './useLatchkeySIWX.js'

let client: LatchkeyClient
afterEach(() => {
  cleanup()
  client.destroy()
})

describe('useLatchkeySIWX', () => {
  test('default: disabled without the siwx option', () => {
    ;({ client } = setupClient())
    const { result } = renderHook(() => useLatchkeySIWX(), { wrapper: wrapperFor(client) })
    expect(result.current).toEqual({
      session: undefined,
      status: 'disabled',
      isSignedIn: false,
      required: false,
      error: undefined,
    })
  })

  test('behavior: follows the sign-in of the connected account', async () => {
    ;({ client } = setupClient({ options: { siwx: createTestSIWX({ required: true }).config } }))
    const { result } = renderHook(() => useLatchkeySIWX(), { wrapper: wrapperFor(client) })
    expect(result.current.status).toBe('idle')
    await connect(client)
    await waitFor(() => expect(result.current.status).toBe('unauthenticated'))
    expect(result.current.required).toBe(true)
    await act(() => signInWithSIWX(client))
    expect(result.current).toMatchObject({ status: 'authenticated', isSignedIn: true })
    expect(result.current.session?.data).toMatchObject({
      accountAddress: address,
      chainId: 'eip155:31337',
    })
    expect(result.current.session?.message).toContain(address)
  })
})
