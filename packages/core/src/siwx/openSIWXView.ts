import type { ClientContext } from '../context/ClientContext.js'

/** Shows the sign-in view, opening the modal when it is closed (the view is not a public one). */
export function openSIWXView(context: ClientContext): void {
  const { router, modal } = context.stores
  if (router.getState().view !== 'SIWXSignMessage') router.reset('SIWXSignMessage')
  if (modal.getState().open) return
  modal.setOpen(true)
  context.track('MODAL_OPEN', { view: 'SIWXSignMessage', connected: true })
}
