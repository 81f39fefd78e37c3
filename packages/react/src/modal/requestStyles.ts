// The stalled-request notice's rules, rendered with it (its chunk loads when a request stalls):
// a card at the bottom of the page, over the modal's backdrop, which does not take the focus
// from what the visitor was doing.

/** The CSS of the notice of a WalletConnect request the wallet left unanswered. */
export const requestStyles = `
.lk-request {
  position: fixed; bottom: 16px; left: 50%; transform: translateX(-50%);
  z-index: calc(var(--_z) + 1); width: min(360px, calc(100vw - 32px)); box-sizing: border-box;
  display: grid; gap: 12px; padding: 16px; border-radius: 16px;
  background: var(--_bg); color: var(--_fg); border: 1px solid var(--_border);
  box-shadow: 0 6px 24px rgba(0, 0, 0, 0.15); animation: lk-rise 0.2s ease-out;
}
.lk-request p { margin: 0; }
.lk-request .lk-title { font-weight: 600; }
`
