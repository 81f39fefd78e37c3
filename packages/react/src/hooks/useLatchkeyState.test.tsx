// @vitest-environment happy-dom
import type { LatchkeyClient } from '@latchkey/core'
import { openModal } from '@latchkey/core'
import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { setupClient, wrapperFor } from '../../test/setup.js'
import { useLatchkeyState } from './useLatchkeyState.js'

let client: LatchkeyClient
afterEach(() => {
  cleanup()
  client.destroy()
})

describe('useLatchkeyState', () => {
  test('default: open, loading, selectedNetworkId, activeChain, initialized', async () => {
    ;({ client } = setupClient())
    const { result } = renderHook(() => useLatchkeyState(), { wrapper: wrapperFor(client) })
    await act(() => client.ready)
    expect(result.current).toEqual({
      open: false,
      loading: false,
      selectedNetworkId: 'eip155:31337',
      activeChain: 'eip155',
      initialized: true,
      closable: true,
    })
    act(() => openModal(client))
    expect(result.current.open).toBe(true)
  })
})
