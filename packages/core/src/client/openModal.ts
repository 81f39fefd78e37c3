import type { ChainNamespace } from '../caip/namespaces.js'
import { InvalidOptionError } from '../options/InvalidOptionError.js'
import { isPublicView, type PublicView, publicViews, type View } from '../router/views.js'
import type { ClientContext } from './ClientContext.js'
import { isUnsupportedChain } from './isUnsupportedChain.js'

/** What `open` accepts. */
export type OpenParameters = {
  /** The view to show; default Account when connected (UnsupportedChain when due), else Connect. */
  view?: PublicView | undefined
  /** Makes this namespace active first. */
  namespace?: ChainNamespace | undefined
}

/** Whether the UnsupportedChain rule holds for `namespace` (default the active one) now. */
export function isUnsupportedChainNow(context: ClientContext, namespace?: ChainNamespace): boolean {
  const { chains, options } = context.stores
  const state = chains.getState()
  const chain = state.chains[namespace ?? state.activeNamespace]
  if (chain?.account.status !== 'connected') return false
  return isUnsupportedChain({ ...options.getState(), ...chain.network })
}

/** Opens the modal on `view`, or the view the connection state calls for. */
export function openModal(context: ClientContext, parameters: OpenParameters = {}): void {
  const { chains, router, modal } = context.stores
  if (parameters.view !== undefined && !isPublicView(parameters.view))
    throw new InvalidOptionError({
      option: 'view',
      problem: `${String(parameters.view)} cannot be opened directly (open: ${publicViews.join(', ')})`,
    })
  if (parameters.namespace) chains.setActiveNamespace(parameters.namespace)
  const state = chains.getState()
  const connected = state.chains[state.activeNamespace]?.account.status === 'connected'
  let view: View = parameters.view ?? (connected ? 'Account' : 'Connect')
  if (view === 'Account' && !connected) view = 'Connect'
  if (connected && parameters.view === undefined && isUnsupportedChainNow(context))
    view = 'UnsupportedChain'
  // Basic mode without adapters has one way in: the WalletConnect QR code.
  if (view === 'Connect' && context.options.adapters.length === 0)
    view = 'ConnectingWalletConnectBasic'
  router.reset(view)
  if (modal.getState().open) return
  modal.setOpen(true)
  context.track('MODAL_OPEN', { view, connected })
}

/** Closes the modal, giving up a pending WalletConnect pairing. */
export function closeModal(context: ClientContext): void {
  const { chains, modal, connection } = context.stores
  if (!modal.getState().open) return
  modal.setOpen(false)
  // A QR code nobody sees any more: the pending WalletConnect pairing is given up.
  const { status, recentWallet } = connection.getState()
  if (status === 'connecting' && recentWallet?.type === 'WALLET_CONNECT')
    context.walletConnect?.cancel()
  const state = chains.getState()
  context.track('MODAL_CLOSE', {
    connected: state.chains[state.activeNamespace]?.account.status === 'connected',
  })
}

/**
 * Shows UnsupportedChain when the active namespace's wallet moved to an unconfigured network
 * (opening the modal), and leaves it once the wallet is back on a configured one.
 */
export function followUnsupportedChain(context: ClientContext, namespace: ChainNamespace): void {
  const { chains, router } = context.stores
  if (namespace !== chains.getState().activeNamespace) return
  if (isUnsupportedChainNow(context, namespace)) {
    const showing =
      router.getState().view === 'UnsupportedChain' && context.stores.modal.getState().open
    if (!showing) openModal(context)
  } else if (router.getState().view === 'UnsupportedChain') {
    router.reset('Account')
    closeModal(context)
  }
}
