// The All Wallets entry's rules (its 2×2 icon), rendered with it, out of the modal's stylesheet.

const r = 'var(--lk-border-radius-master, 4px)'

/** The CSS of the All Wallets entry's icon. */
export const allWalletsEntryStyles = `
.lk-all-wallets-icon {
  display: grid; grid-template-columns: 1fr 1fr; grid-template-rows: 1fr 1fr; gap: 2px; padding: 4px;
  background: var(--_bg3);
}
.lk-all-wallets-icon > span { width: 100%; height: 100%; border-radius: calc(${r} * 1.25); }
.lk-all-wallets-icon .lk-image svg { width: 100%; height: 100%; }
.lk-all-wallets-empty { background: var(--_bg2); }
`
