import { type LatchkeyClient, openWallet } from '@latchkey/core'
import { prefetchModal } from '../../modal/loadModal.js'
import { rememberTrigger } from '../../modal/trigger.js'

/**
 * Opens one wallet's connection from a button: remembers the button so focus returns to it when
 * the modal closes, and starts the modal's chunk in the click's task.
 */
export function openWalletFromButton(
  client: LatchkeyClient,
  wallet: string,
  trigger?: HTMLElement | undefined,
): Promise<unknown> {
  rememberTrigger(client, trigger)
  prefetchModal()
  return openWallet(client, { wallet })
}
