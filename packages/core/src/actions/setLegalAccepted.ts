import type { LatchkeyClient } from '../client/LatchkeyClient.js'

/** Ticks or clears the legal checkbox the Connect view shows when terms or a privacy policy are set. */
export function setLegalAccepted(client: LatchkeyClient, accepted: boolean): void {
  client.registry.setLegalAccepted(accepted)
}
