import {
  type LatchkeyClient,
  type OpenParameters,
  openModal as openCoreModal,
} from '@latchkey/core'
import { prefetchModal } from './loadModal.js'
import { rememberTrigger } from './trigger.js'

/**
 * Opens the modal from a control: remembers the control so focus returns to it on close,
 * and starts the chunk load in the same task as the click.
 */
export function openModal(
  client: LatchkeyClient,
  parameters?: OpenParameters,
  trigger?: HTMLElement | undefined,
): void {
  rememberTrigger(client, trigger)
  prefetchModal()
  openCoreModal(client, parameters)
}
