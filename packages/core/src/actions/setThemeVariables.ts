import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import type { ThemeVariables } from '../theme/themeVariables.js'

/** Sets the theme's CSS variables (`--lk-*`). */
export function setThemeVariables(client: LatchkeyClient, variables: ThemeVariables): void {
  client.stores.theme.setThemeVariables(variables)
}
