import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { trackEvent } from '../client/trackEvent.js'

/** Shows the sign-in view, opening the modal when it is closed (the view is not a public one). */
export function openSIWXView(context: LatchkeyClient): void {
  const { router, modal } = context.stores
  if (router.getState().view !== 'SIWXSignMessage') router.reset('SIWXSignMessage')
  if (modal.getState().open) return
  modal.setOpen(true)
  trackEvent(context, 'MODAL_OPEN', { view: 'SIWXSignMessage', connected: true })
}
