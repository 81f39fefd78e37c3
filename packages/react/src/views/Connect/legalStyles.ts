// The legal checkbox's rules, rendered with it (a chunk only a page with terms loads).

const r = 'var(--lk-border-radius-master, 4px)'
const fs = 'var(--lk-font-size-master, 10px)'

/** The CSS of the legal checkbox above the wallet list. */
export const legalStyles = `
.lk-legal {
  display: grid; grid-template-columns: auto 1fr; gap: 4px 10px; align-items: start;
  margin-bottom: 12px; padding: 10px 12px; border-radius: calc(${r} * 4); background: var(--_bg2);
}
.lk-legal input { width: 18px; height: 18px; margin: 1px 0 0; accent-color: var(--_accent); }
.lk-legal a { font-weight: 600; text-decoration: underline; }
.lk-legal .lk-note { grid-column: 2; font-size: calc(${fs} * 1.2); }
`
