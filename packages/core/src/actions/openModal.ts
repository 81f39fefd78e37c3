import type { ChainNamespace } from '../caip/namespaces.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { prefetchActions } from '../client/prefetchActions.js'
import { trackEvent } from '../client/trackEvent.js'
import { isUnsupportedChainNow } from '../connection/isUnsupportedChainNow.js'
import { InvalidOptionError } from '../options/InvalidOptionError.js'
import { isPublicView, type PublicView, publicViews, type View } from '../router/views.js'
import type { WalletSendArguments } from '../send/WalletSendArguments.js'
import { connectWallet } from './connectWallet.js'

/** What `open` accepts. */
export type OpenParameters = {
  /** The view to show; default Account when connected (UnsupportedChain when due), else Connect. */
  view?: PublicView | undefined
  /** Makes this namespace active first. */
  namespace?: ChainNamespace | undefined
  /** WalletSend's prefill: receiver, amount and token. */
  arguments?: WalletSendArguments | undefined
}

// Views about the connected account: without one, the modal opens on Connect.
const accountViews: readonly View[] = ['Account', 'WalletSend', 'WalletReceive']

/** Opens the modal on `view`, or the view the connection state calls for. */
export function openModal(client: LatchkeyClient, parameters: OpenParameters = {}): void {
  const { chains, router, modal } = client.stores
  if (parameters.view !== undefined && !isPublicView(parameters.view))
    throw new InvalidOptionError({
      option: 'view',
      problem: `${String(parameters.view)} cannot be opened directly (open: ${publicViews.join(', ')})`,
    })
  if (parameters.namespace) chains.setActiveNamespace(parameters.namespace)
  const state = chains.getState()
  const connected = state.chains[state.activeNamespace]?.account.status === 'connected'
  let view: View = parameters.view ?? (connected ? 'Account' : 'Connect')
  if (accountViews.includes(view) && !connected) view = 'Connect'
  if (connected && parameters.view === undefined && isUnsupportedChainNow(client))
    view = 'UnsupportedChain'
  // Basic mode without adapters has one way in: the WalletConnect QR code, paired at once.
  const basic = view === 'Connect' && client.options.adapters.length === 0
  if (basic) view = 'ConnectingWalletConnectBasic'
  router.reset(
    view,
    view === 'WalletSend' && parameters.arguments ? { arguments: parameters.arguments } : undefined,
  )
  if (basic) connectWallet(client)
  // A visitor picks a wallet next: its action loads once the frame showing the list is out,
  // so the chunk's evaluation never delays that frame.
  afterNextFrame(() => void prefetchActions(client))
  if (modal.getState().open) return
  modal.setOpen(true)
  trackEvent(client, 'MODAL_OPEN', { view, connected })
}

/** Runs `callback` just after the browser produced its next frame (in the next task off a browser). */
function afterNextFrame(callback: () => void): void {
  if (typeof requestAnimationFrame === 'function')
    requestAnimationFrame(() => setTimeout(callback, 0))
  else setTimeout(callback, 0)
}
