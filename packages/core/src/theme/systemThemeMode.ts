/** A resolved color scheme. */
export type ThemeMode = 'light' | 'dark'

/** Where the client reads and watches the system color scheme; injectable for tests. */
export type SystemThemeMode = {
  /** The system's scheme now, or undefined when unknown (on the server). */
  get(): ThemeMode | undefined
  /** Calls `onChange` when the system's scheme changes; returns an unwatch function. */
  watch(onChange: (mode: ThemeMode) => void): () => void
}

const query = '(prefers-color-scheme: dark)'

function getMediaQueryList(): MediaQueryList | undefined {
  // Guarded: on the server (and in old or locked-down browsers) there is no matchMedia.
  try {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return undefined
    return window.matchMedia(query)
  } catch {
    return undefined
  }
}

/** The browser's `prefers-color-scheme`, read through `matchMedia`; inert on the server. */
export const browserThemeMode: SystemThemeMode = {
  get() {
    const list = getMediaQueryList()
    if (!list) return undefined
    return list.matches ? 'dark' : 'light'
  },
  watch(onChange) {
    const list = getMediaQueryList()
    if (!list || typeof list.addEventListener !== 'function') return () => {}
    const listener = (event: MediaQueryListEvent) => onChange(event.matches ? 'dark' : 'light')
    list.addEventListener('change', listener)
    return () => list.removeEventListener('change', listener)
  },
}
