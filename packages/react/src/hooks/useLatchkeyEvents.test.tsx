// @vitest-environment happy-dom
import type { LatchkeyClient } from '@latchkey/core'
import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { connect, setupClient, wrapperFor } from '../../test/setup.js'
import { useLatchkeyEvents } from './useLatchkeyEvents.js'

let client: LatchkeyClient
afterEach(() => {
  cleanup()
  client.destroy()
})

describe('useLatchkeyEvents', () => {
  test('default: the latest event', async () => {
    ;({ client } = setupClient())
    const { result } = renderHook(() => useLatchkeyEvents(), { wrapper: wrapperFor(client) })
    await act(() => client.ready)
    expect(result.current?.name).toBe('INITIALIZED')
    await connect(client)
    expect(result.current).toMatchObject({
      name: 'CONNECT_SUCCESS',
      payload: { method: 'browser', name: 'Test Wallet', namespace: 'eip155' },
    })
  })
})
