import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import type { ThemeMode } from '../theme/systemThemeMode.js'

/** Sets and stores the user's theme; 'system' follows the system again. */
export function setThemeMode(client: LatchkeyClient, mode: ThemeMode | 'system'): void {
  client.stores.theme.setThemeMode(mode)
}
