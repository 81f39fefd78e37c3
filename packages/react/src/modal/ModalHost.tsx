// The modal chunk's entry: loaded on first open (or prefetched), never before the page's
// first paint. It holds the shell and the Connect view; other views are chunks of their own.
import { useLayoutEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { ModalStrings } from './ModalContext.js'
import { ModalShell } from './ModalShell.js'

/**
 * Imports the chunk holding the import() calls of the views a button outside the modal opens
 * (Account, ConnectingExternal, Networks, UnsupportedChain; loadView.ts). Those views load
 * through this chunk, so every view loads after it and the bundler keeps in it what it shares
 * with them (the context, the router's actions, the wallet image): one file before the first
 * click rather than a dozen small ones. (`@public` for knip: the loaders reach it through the
 * module object `loadModal` resolves with, which knip does not follow.)
 * @public
 */
export const importConnectedViews = () => import('./connectedViewImports.js')

/**
 * Imports the chunk of the import() calls of the views only the modal opens (loadModalView.ts).
 * @public
 */
export const importModalViews = () => import('./modalViewImports.js')

/** Inline style of the host element: page CSS rules cannot size, hide or move it. */
const hostStyle = 'all: initial; display: contents;'

/** The modal in a shadow root on an element appended at the end of the page body. */
export function BodyModal() {
  const [root, setRoot] = useState<ShadowRoot>()
  useLayoutEffect(() => {
    const host = document.createElement('div')
    host.setAttribute('data-latchkey', '')
    host.style.cssText = hostStyle
    const shadow = host.attachShadow({ mode: 'open' })
    document.body.appendChild(host)
    setRoot(shadow)
    return () => host.remove()
  }, [])
  return root ? portalShell(root, false) : null
}

/** What `InlineModal` takes. */
export type InlineModalProps = {
  /** The element `<LatchkeyWidget>` rendered, which gets the shadow root. */
  host: HTMLElement
  /** True shows the content inline, always visible; false, the modal dialog. */
  embedded: boolean
}

/** The modal, or the embedded widget, in a shadow root on the element the dapp placed. */
export function InlineModal({ host, embedded }: InlineModalProps) {
  const [root, setRoot] = useState<ShadowRoot>()
  useLayoutEffect(() => {
    setRoot(host.shadowRoot ?? host.attachShadow({ mode: 'open' }))
  }, [host])
  return root ? portalShell(root, embedded) : null
}

// The shell in the shadow root, with every string of the modal (they came with this chunk).
function portalShell(root: ShadowRoot, embedded: boolean) {
  return createPortal(
    <ModalStrings>
      <ModalShell embedded={embedded} />
    </ModalStrings>,
    root,
  )
}
