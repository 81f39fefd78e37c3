import { InvalidOptionError } from '../options/InvalidOptionError.js'
import type { Storage } from '../storage/createStorage.js'
import { createStore, type Store } from '../store/createStore.js'
import type { SystemThemeMode, ThemeMode } from '../theme/systemThemeMode.js'
import { defaultThemeVariables, type ThemeVariables } from '../theme/themeVariables.js'
import { validateThemeVariables } from '../theme/validateThemeVariables.js'

/** The storage key of the user's theme choice (spec section 9). */
const themeStorageKey = 'theme'

/** The modal's color scheme and CSS variables. */
export type ThemeState = {
  /** The scheme in use: the user's stored choice, else the dapp's option, else the system's. */
  themeMode: ThemeMode
  /** True while no choice is set and the scheme follows the system. */
  followsSystem: boolean
  themeVariables: ThemeVariables
}

/** What the theme store starts from. */
export type CreateThemeStoreParameters = {
  /** The dapp's `themeMode` option; absent means follow the system. */
  themeMode?: ThemeMode | undefined
  themeVariables?: ThemeVariables | undefined
  storage: Storage
  system: SystemThemeMode
}

/** The theme store: its state plus the actions that change it. */
export type ThemeStore = Store<ThemeState> & {
  /**
   * Reads the stored choice and the system scheme and follows the system from then on; kept
   * apart from creation so the state before it is the same on the server and in the browser.
   */
  start(): () => void
  /** Sets and stores the user's choice; 'system' clears it. */
  setThemeMode(mode: ThemeMode | 'system'): void
  /** Merges variables into the current ones. */
  setThemeVariables(variables: ThemeVariables): void
}

/** Makes the theme store. */
export function createThemeStore(parameters: CreateThemeStoreParameters): ThemeStore {
  const { storage, system } = parameters
  // The dapp's option is a default, not a choice: setThemeMode('system') drops it too.
  let optionMode = parameters.themeMode
  let systemMode: ThemeMode | undefined
  // Kept in memory too: without storage (server, private mode) the choice still holds for the page.
  let userMode: ThemeMode | undefined
  const store = createStore<ThemeState>({
    themeMode: parameters.themeMode ?? 'light',
    followsSystem: parameters.themeMode === undefined,
    themeVariables: { ...defaultThemeVariables, ...parameters.themeVariables },
  })

  function resolve() {
    const choice = userMode ?? optionMode
    store.setState({
      themeMode: choice ?? systemMode ?? 'light',
      followsSystem: choice === undefined,
    })
  }

  return {
    ...store,
    start() {
      const stored = storage.getItem<unknown>(themeStorageKey)
      if (stored === 'light' || stored === 'dark') userMode = stored
      systemMode = system.get()
      resolve()
      return system.watch((mode) => {
        systemMode = mode
        resolve()
      })
    },
    setThemeMode(mode) {
      if (mode !== 'light' && mode !== 'dark' && mode !== 'system')
        throw new InvalidOptionError({
          option: 'themeMode',
          problem: `expected 'light', 'dark' or 'system', got ${String(mode)}`,
        })
      if (mode === 'system') {
        storage.removeItem(themeStorageKey)
        userMode = undefined
        optionMode = undefined
      } else {
        storage.setItem(themeStorageKey, mode)
        userMode = mode
      }
      resolve()
    },
    setThemeVariables(variables) {
      // Checked outside production builds only, as the options are (see resolveOptions).
      const problem =
        process.env.NODE_ENV === 'production' ? undefined : validateThemeVariables(variables)
      if (problem) throw new InvalidOptionError({ option: 'themeVariables', problem })
      store.setState((state) => ({ themeVariables: { ...state.themeVariables, ...variables } }))
    },
  }
}
