import type { LatchkeyClient, ReadParameters } from '../client/LatchkeyClient.js'
import { readValue } from '../client/readValue.js'
import type { ThemeState } from '../stores/createThemeStore.js'

/** The theme mode in use and the dapp's theme variables. */
export function getTheme(client: LatchkeyClient, parameters?: ReadParameters): ThemeState {
  return readValue(client.values.theme, parameters)
}
