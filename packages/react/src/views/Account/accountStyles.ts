// The Account view's own rules, rendered with the view (inside the modal's shadow root), so the
// modal's first chunk does not carry them. Theming goes through the `--lk-*` variables only.

const r = 'var(--lk-border-radius-master, 4px)'
const fs = 'var(--lk-font-size-master, 10px)'

/** The CSS of the Account view's profile, wallet features, tabs, tokens and activity. */
export const accountStyles = `
.lk-address { display: flex; align-items: center; gap: 4px; font-size: calc(${fs} * 1.8); font-weight: 600; }
.lk-balances { display: flex; flex-direction: column; align-items: center; gap: 2px; min-height: 20px; }
.lk-total { font-size: calc(${fs} * 2.4); font-weight: 700; line-height: 1.2; font-variant-numeric: tabular-nums; }
.lk-total-placeholder { width: 140px; height: 29px; }
.lk-native-balance { min-height: 20px; display: flex; align-items: center; }
.lk-native-placeholder { width: 96px; height: 14px; }
.lk-wallet-chip {
  display: inline-flex; align-items: center; gap: 6px; max-width: 100%; padding: 2px 10px 2px 4px;
  border-radius: 999px; background: var(--_bg2); color: var(--_fg2); font-size: calc(${fs} * 1.2);
  font-weight: 500; white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
}
.lk-wallet-chip-icon {
  width: 20px; height: 20px; flex: none; border-radius: 50%; overflow: hidden; display: grid;
  place-items: center; background: var(--_bg3);
}
.lk-wallet-chip-icon img { width: 100%; height: 100%; object-fit: cover; }
.lk-account-type { display: flex; flex-direction: column; gap: 8px; width: 100%; text-align: center; text-wrap: balance; }
.lk-retry { display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 24px 8px; text-align: center; }
.lk-retry-message { font-weight: 600; }
.lk-row-link { display: inline-flex; align-items: center; gap: 3px; text-decoration: none; border-radius: calc(${r} * 1); }
.lk-row-link:hover { color: var(--_fg); text-decoration: underline; }
.lk-profile-image { width: 72px; height: 72px; border-radius: 50%; object-fit: cover; flex: none; }
.lk-features { display: grid; grid-auto-flow: column; grid-auto-columns: 1fr; gap: 8px; width: 100%; min-width: 0; }
.lk-feature {
  display: flex; flex-direction: column; align-items: center; gap: 4px; padding: 10px 4px;
  border-radius: calc(${r} * 4); background: var(--_bg2); font-weight: 500; text-align: center;
}
.lk-feature:hover { background: var(--_bg3); }
.lk-tabs { width: 100%; min-width: 0; text-align: start; }
.lk-tablist { display: flex; gap: 4px; padding: 4px; border-radius: calc(${r} * 4); background: var(--_bg2); }
.lk-tab {
  flex: 1; min-height: 32px; border-radius: calc(${r} * 3); font-weight: 600; color: var(--_fg2);
  text-align: center;
}
.lk-tab[aria-selected="true"] { background: var(--_bg); color: var(--_fg); box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12); }
/* No scroll of its own: the modal's body is the one scroll region (the list pages in as its end
   comes into view there). */
.lk-tabpanel { margin-top: 8px; border-radius: calc(${r} * 3); }
.lk-rows { list-style: none; display: flex; flex-direction: column; gap: 2px; }
.lk-row { display: flex; align-items: center; gap: 10px; min-height: 52px; padding: 6px 4px; min-width: 0; }
.lk-row-icon {
  width: 36px; height: 36px; flex: none; border-radius: 50%; overflow: hidden; display: grid;
  place-items: center; background: var(--_bg3); color: var(--_fg2); font-size: calc(${fs} * 1.1);
  font-weight: 700;
}
.lk-row-icon img { width: 100%; height: 100%; object-fit: cover; }
.lk-row-icon[data-nft] { border-radius: calc(${r} * 2); }
.lk-row-text { flex: 1; min-width: 0; display: flex; flex-direction: column; }
.lk-row-text > * { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.lk-row-title { font-weight: 600; }
/* A token's name wraps rather than being cut ('Latchkey Solana Dollar' beside a large value). */
.lk-row-text > .lk-token-name { white-space: normal; overflow-wrap: anywhere; line-height: 1.25; }
.lk-row-detail { color: var(--_fg2); font-size: calc(${fs} * 1.3); }
.lk-counterparty-avatar { display: inline-block; vertical-align: -2px; margin-inline-end: 4px; }
.lk-row-end { display: flex; flex-direction: column; align-items: flex-end; text-align: end; flex: none; max-width: 55%; }
.lk-row-end > * { max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.lk-row-end .lk-row-detail { font-variant-numeric: tabular-nums; }
.lk-amount[data-sign="+"] { color: var(--_success); }
.lk-group-title {
  font-size: calc(${fs} * 1.3); font-weight: 600; color: var(--_fg2); margin: 0; padding: 8px 4px 2px;
}
.lk-failed { color: var(--_error); font-size: calc(${fs} * 1.2); font-weight: 600; }
.lk-pending { color: var(--_fg2); font-size: calc(${fs} * 1.2); font-weight: 600; }
.lk-empty { padding: 24px 8px; text-align: center; color: var(--_fg2); }
.lk-fund { display: flex; flex-direction: column; align-items: center; gap: 6px; padding: 16px 8px; text-align: center; }
.lk-fund p { margin: 0; }
.lk-fund-title { font-weight: 600; }
.lk-fund-buttons { display: grid; grid-auto-flow: column; grid-auto-columns: 1fr; gap: 8px; width: 100%; margin-top: 6px; }
.lk-more { display: grid; place-items: center; min-height: 40px; color: var(--_fg2); }
.lk-row-icon.lk-placeholder { border-radius: 50%; }
.lk-item-note { display: block; color: var(--_fg2); font-size: 0.85em; font-weight: 400; overflow: hidden; text-overflow: ellipsis; }
`
