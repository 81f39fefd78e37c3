// @vitest-environment happy-dom
import type { LatchkeyClient } from '@latchkey/core'
import { disconnect } from '@latchkey/core'
import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { connect, setupClient, wrapperFor } from '../../test/setup.js'
import { useLatchkeyProvider } from './useLatchkeyProvider.js'

let client: LatchkeyClient
afterEach(() => {
  cleanup()
  client.destroy()
})

describe('useLatchkeyProvider', () => {
  test("default: undefined until connected, then the wallet's provider", async () => {
    ;({ client } = setupClient())
    const { result } = renderHook(() => useLatchkeyProvider('eip155'), {
      wrapper: wrapperFor(client),
    })
    expect(result.current.walletProvider).toBeUndefined()
    await connect(client)
    expect(result.current.walletProvider).toEqual({ isTest: true })
    await act(() => disconnect(client))
    expect(result.current.walletProvider).toBeUndefined()
  })
})
