import type { LatchkeyClient, Unwatch } from '../client/LatchkeyClient.js'
import type { ThemeState } from '../stores/createThemeStore.js'

/** What `watchTheme` accepts. */
export type WatchThemeParameters = {
  /** Called with the new value and the one it replaced. */
  onChange(value: ThemeState, previous: ThemeState): void
}

/** Calls `onChange` whenever the theme changes. */
export function watchTheme(client: LatchkeyClient, parameters: WatchThemeParameters): Unwatch {
  return client.values.theme.subscribe(parameters.onChange)
}
