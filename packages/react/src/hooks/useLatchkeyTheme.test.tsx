// @vitest-environment happy-dom
import type { LatchkeyClient } from '@latchkey/core'
import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { setupClient, wrapperFor } from '../../test/setup.js'
import { useLatchkeyTheme } from './useLatchkeyTheme.js'

let client: LatchkeyClient
afterEach(() => {
  cleanup()
  client.destroy()
})

describe('useLatchkeyTheme', () => {
  test('default and setters', () => {
    ;({ client } = setupClient({ options: { themeMode: 'dark' } }))
    const { result } = renderHook(() => useLatchkeyTheme(), { wrapper: wrapperFor(client) })
    expect(result.current.themeMode).toBe('dark')
    expect(result.current.themeVariables).toEqual({ '--lk-z-index': 999 })
    act(() => result.current.setThemeMode('light'))
    act(() => result.current.setThemeVariables({ '--lk-accent': '#00aa55' }))
    expect(result.current.themeMode).toBe('light')
    expect(result.current.themeVariables).toEqual({ '--lk-z-index': 999, '--lk-accent': '#00aa55' })
  })
})
