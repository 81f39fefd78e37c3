// @vitest-environment happy-dom
import type { LatchkeyClient } from '@latchkey/core'
import { getRouter } from '@latchkey/core'
import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { setupClient, wrapperFor } from '../../test/setup.js'
import { useLatchkey } from './useLatchkey.js'

let client: LatchkeyClient
afterEach(() => {
  cleanup()
  client.destroy()
})

describe('useLatchkey', () => {
  test('default: open, close and isOpen', () => {
    ;({ client } = setupClient())
    const { result } = renderHook(() => useLatchkey(), { wrapper: wrapperFor(client) })
    expect(result.current.isOpen).toBe(false)
    act(() => result.current.open())
    expect(result.current.isOpen).toBe(true)
    expect(getRouter(client).view).toBe('Connect')
    act(() => result.current.close())
    expect(result.current.isOpen).toBe(false)
  })

  test('parameters: view', () => {
    ;({ client } = setupClient())
    const { result } = renderHook(() => useLatchkey(), { wrapper: wrapperFor(client) })
    act(() => result.current.open({ view: 'Networks' }))
    expect(getRouter(client).view).toBe('Networks')
    expect(() => result.current.open({ view: 'Swap' as never })).toThrow(
      'Swap cannot be opened directly',
    )
  })
})
