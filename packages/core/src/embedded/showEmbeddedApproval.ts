import type { LatchkeyClient } from '../client/LatchkeyClient.js'

/** Shows ApproveTransaction (opening the modal when it is shut); true when it opened the modal. */
export function showEmbeddedApproval(client: LatchkeyClient): boolean {
  const { stores } = client
  if (!stores.modal.getState().open) {
    stores.router.reset('ApproveTransaction')
    stores.modal.setOpen(true)
    return true
  }
  stores.router.push('ApproveTransaction')
  return false
}
