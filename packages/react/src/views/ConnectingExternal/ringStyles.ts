// The ring around the wallet's image while a connection waits (spinning) or failed (red): the
// rules of the connecting views (ConnectingExternal, ConnectingWalletConnect), loaded with them,
// not with the modal's first chunk. Theming goes through the `--lk-*` variables only.

const r = 'var(--lk-border-radius-master, 4px)'

/** The CSS of the connecting views' ring. */
export const ringStyles = `
.lk-ring { position: relative; padding: 12px; border-radius: 50%; }
.lk-ring .lk-image { width: 64px; height: 64px; border-radius: calc(${r} * 5); }
.lk-ring::after {
  content: ""; position: absolute; inset: 0; border-radius: 50%;
  border: 3px solid transparent; border-top-color: var(--_accent);
  animation: lk-spin 1s linear infinite;
}
.lk-ring[data-failed]::after { border-color: var(--_error); animation: none; }
`
