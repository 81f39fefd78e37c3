import type { ThemeMode, ThemeVariables } from '@latchkey/core'
import { getTheme, setThemeMode, setThemeVariables, watchTheme } from '@latchkey/core'
import { useMemo } from 'react'
import { useLatchkeyContext } from '../context/LatchkeyContext.js'
import { useClientValue } from './useClientValue.js'

/** What `useLatchkeyTheme` returns. */
export type UseLatchkeyThemeReturnType = {
  /** The scheme in use ('light' on the server and until the client reads the system's). */
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  /** Sets and stores the user's scheme; 'system' follows the system again. */
  setThemeMode(mode: ThemeMode | 'system'): void
  /** Merges `--lk-*` variables into the current ones. */
  setThemeVariables(variables: ThemeVariables): void
}

/** The modal's color scheme and CSS variables, and their setters. */
export function useLatchkeyTheme(): UseLatchkeyThemeReturnType {
  const { client } = useLatchkeyContext('useLatchkeyTheme')
  const theme = useClientValue(client, getTheme, watchTheme)
  return useMemo(
    () => ({
      themeMode: theme.themeMode,
      themeVariables: theme.themeVariables,
      setThemeMode: (mode) => setThemeMode(client, mode),
      setThemeVariables: (variables) => setThemeVariables(client, variables),
    }),
    [client, theme],
  )
}
