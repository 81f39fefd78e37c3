import { afterEach, describe, expect, test, vi } from 'vitest'
import { browserThemeMode } from './systemThemeMode.js'

afterEach(() => vi.unstubAllGlobals())

describe('browserThemeMode', () => {
  test('default: unknown and inert on the server', () => {
    expect(typeof window).toBe('undefined')
    expect(browserThemeMode.get()).toBeUndefined()
    expect(browserThemeMode.watch(() => {})).toBeTypeOf('function')
  })

  test("behavior: reads and watches the browser's prefers-color-scheme", () => {
    let onChange: ((event: { matches: boolean }) => void) | undefined
    const list = {
      matches: true,
      addEventListener: (_: string, listener: typeof onChange) => {
        onChange = listener
      },
      removeEventListener: vi.fn(),
    }
    vi.stubGlobal('window', { matchMedia: vi.fn(() => list) })
    expect(browserThemeMode.get()).toBe('dark')
    const seen: string[] = []
    const unwatch = browserThemeMode.watch((mode) => seen.push(mode))
    onChange?.({ matches: false })
    expect(seen).toEqual(['light'])
    unwatch()
    expect(list.removeEventListener).toHaveBeenCalled()
  })

  test('behavior: a throwing matchMedia is treated as absent', () => {
    vi.stubGlobal('window', {
      matchMedia: () => {
        throw new Error('blocked')
      },
    })
    expect(browserThemeMode.get()).toBeUndefined()
  })
})
