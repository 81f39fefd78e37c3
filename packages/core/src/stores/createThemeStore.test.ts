import { describe, expect, test, vi } from 'vitest'
import { createMemoryStorage } from '../../test/createMemoryStorage.js'
import { createStorage } from '../storage/createStorage.js'
import type { SystemThemeMode, ThemeMode } from '../theme/systemThemeMode.js'
import { createThemeStore } from './createThemeStore.js'

function createSystem(initial: ThemeMode | undefined) {
  let listener: ((mode: ThemeMode) => void) | undefined
  const system: SystemThemeMode & { set(mode: ThemeMode): void } = {
    get: () => initial,
    watch(onChange) {
      listener = onChange
      return () => {
        listener = undefined
      }
    },
    set: (mode) => listener?.(mode),
  }
  return system
}

function setup(parameters: { themeMode?: ThemeMode; stored?: ThemeMode; system?: ThemeMode } = {}) {
  const backing = createMemoryStorage(parameters.stored ? { theme: parameters.stored } : {})
  const system = createSystem(parameters.system)
  const theme = createThemeStore({
    themeMode: parameters.themeMode,
    storage: createStorage({ storage: backing }),
    system,
  })
  return { theme, backing, system }
}

describe('createThemeStore', () => {
  test('default: light and following the system before start (the server snapshot)', () => {
    const { theme } = setup({ system: 'dark' })
    expect(theme.getState()).toEqual({
      themeMode: 'light',
      followsSystem: true,
      themeVariables: { '--lk-z-index': 999 },
    })
  })

  test('behavior: follows the system after start, and its changes', () => {
    const { theme, system } = setup({ system: 'dark' })
    const stop = theme.start()
    expect(theme.getState().themeMode).toBe('dark')
    system.set('light')
    expect(theme.getState().themeMode).toBe('light')
    stop()
    system.set('dark')
    expect(theme.getState().themeMode).toBe('light')
  })

  test('parameters: themeMode overrides the system', () => {
    const { theme } = setup({ themeMode: 'dark', system: 'light' })
    theme.start()
    expect(theme.getState()).toMatchObject({ themeMode: 'dark', followsSystem: false })
  })

  test("behavior: the user's stored choice wins over the option", () => {
    const { theme } = setup({ themeMode: 'dark', stored: 'light', system: 'dark' })
    theme.start()
    expect(theme.getState().themeMode).toBe('light')
  })

  test("behavior: setThemeMode stores under 'theme'; 'system' clears it", () => {
    const { theme, backing } = setup({ themeMode: 'light', system: 'dark' })
    theme.start()
    theme.setThemeMode('dark')
    expect(backing.read('theme')).toBe('dark')
    expect(theme.getState()).toMatchObject({ themeMode: 'dark', followsSystem: false })
    theme.setThemeMode('system')
    expect(backing.read('theme')).toBeUndefined()
    expect(theme.getState()).toMatchObject({ themeMode: 'dark', followsSystem: true })
  })

  test('behavior: setThemeMode rejects other values', () => {
    const { theme } = setup()
    expect(() => theme.setThemeMode('blue' as ThemeMode)).toThrow(/`themeMode`/)
  })

  test('behavior: setThemeVariables merges and validates', () => {
    const { theme } = setup()
    theme.setThemeVariables({ '--lk-accent': '#ff0000' })
    expect(theme.getState().themeVariables).toEqual({
      '--lk-z-index': 999,
      '--lk-accent': '#ff0000',
    })
    expect(() => theme.setThemeVariables({ '--lk-z-index': '10' as never })).toThrow(
      "'--lk-z-index' must be a number",
    )
    expect(() => theme.setThemeVariables({ '--w3m-accent': 'red' } as never)).toThrow(
      "unknown variable '--w3m-accent'",
    )
  })

  test('behavior: a production build merges without the check, as it resolves options', () => {
    const { theme } = setup()
    vi.stubEnv('NODE_ENV', 'production')
    try {
      theme.setThemeVariables({ '--lk-accent': 'red', '--w3m-accent': 'red' } as never)
    } finally {
      vi.unstubAllEnvs()
    }
    expect(theme.getState().themeVariables).toMatchObject({ '--lk-accent': 'red' })
  })
})
