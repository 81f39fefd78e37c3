import { openModal } from '../actions/openModal.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'

/** How long a disallowed request waits before its error shows (spec section 6). */
const disallowedDelayMs = 300

/** Opens the modal and, a moment later, says the dapp's request is not allowed. */
export function showDisallowedRequest(client: LatchkeyClient): void {
  const { stores } = client
  if (!stores.modal.getState().open) openModal(client)
  setTimeout(
    () =>
      stores.toast.show({
        message: 'Requested RPC call is not allowed',
        variant: 'error',
      }),
    disallowedDelayMs,
  )
}
