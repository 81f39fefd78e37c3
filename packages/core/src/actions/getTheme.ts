import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import type { ThemeState } from '../stores/createThemeStore.js'

/** The theme mode in use and the dapp's theme variables. */
export function getTheme(client: LatchkeyClient): ThemeState {
  return client.values.theme.getSnapshot()
}
