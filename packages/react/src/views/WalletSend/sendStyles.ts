// The Send and Receive views' own rules, rendered with them (inside the modal's shadow root), so
// the modal's first chunk does not carry them. Theming goes through the `--lk-*` variables only.

const r = 'var(--lk-border-radius-master, 4px)'
const fs = 'var(--lk-font-size-master, 10px)'

/** The CSS of WalletSend, WalletSendSelectToken, WalletSendPreview and WalletReceive. */
export const sendStyles = `
.lk-send { display: flex; flex-direction: column; gap: 8px; }
.lk-field {
  display: flex; flex-direction: column; gap: 6px; padding: 12px; border-radius: calc(${r} * 4);
  background: var(--_bg2); text-align: start; min-width: 0;
}
.lk-field-label { color: var(--_fg2); font-size: calc(${fs} * 1.3); font-weight: 500; }
.lk-field-row { display: flex; align-items: center; gap: 8px; min-width: 0; }
.lk-field-row > span { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.lk-input {
  flex: 1; min-width: 0; width: 100%; font: inherit; color: var(--_fg); background: transparent;
  border: 0; padding: 4px 0; outline: none;
}
.lk-input::placeholder { color: var(--_fg2); opacity: 1; }
.lk-field:focus-within { box-shadow: inset 0 0 0 2px var(--_accent); }
/* The field around an input shows its focus; the input's own ring would draw a second one. */
.lk-field .lk-input:focus-visible, .lk-search .lk-input:focus-visible { outline: none; }
.lk-amount-input { font-size: calc(${fs} * 2.8); font-weight: 600; font-variant-numeric: tabular-nums; }
.lk-token-button {
  display: inline-flex; align-items: center; gap: 6px; flex: none; max-width: 50%; padding: 4px 10px 4px 4px;
  border-radius: 999px; background: var(--_bg); border: 1px solid var(--_border); font-weight: 600;
}
.lk-token-button .lk-row-icon { width: 28px; height: 28px; }
.lk-token-button:hover { background: var(--_bg3); }
.lk-chip-button {
  flex: none; padding: 2px 10px; border-radius: 999px; background: var(--_bg3); font-weight: 600;
  font-size: calc(${fs} * 1.2); min-height: 24px;
}
.lk-chip-button:hover { color: var(--_accent); }
.lk-field-note { color: var(--_fg2); font-size: calc(${fs} * 1.3); font-variant-numeric: tabular-nums; flex-wrap: wrap; row-gap: 2px; }
/* A large amount's value and the balance wrap onto two lines rather than both being cut. */
.lk-field-note > span { flex: none; max-width: 100%; overflow: visible; white-space: normal; overflow-wrap: anywhere; }
.lk-field-balance { display: inline-flex; align-items: center; gap: 8px; margin-inline-start: auto; max-width: 100%; }
.lk-field-error { color: var(--_error); font-size: calc(${fs} * 1.3); font-weight: 500; }
.lk-send-hint { text-align: center; margin: 0; }
.lk-receiver { display: flex; align-items: center; gap: 8px; min-width: 0; }
.lk-receiver img, .lk-receiver svg { width: 24px; height: 24px; border-radius: 50%; flex: none; }
.lk-receiver > span { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.lk-details { display: flex; flex-direction: column; gap: 6px; padding: 4px 4px 0; }
/* Centred: a label sits on its value's line when the value is taller (an avatar, an input). */
.lk-detail { display: flex; justify-content: space-between; align-items: center; gap: 12px; color: var(--_fg2); }
.lk-detail > :last-child { color: var(--_fg); font-weight: 500; text-align: end; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.lk-send .lk-button[data-wide] { margin-top: 4px; min-height: 48px; }
.lk-send-amount { display: flex; flex-direction: column; align-items: center; gap: 4px; padding: 8px 0; }
.lk-send-amount .lk-row-icon { width: 48px; height: 48px; }
.lk-send-amount strong { font-size: calc(${fs} * 2.4); font-weight: 700; line-height: 1.2; overflow-wrap: anywhere; }
/* Two equal columns whatever the labels ('Cancel' beside 'Approve and swap'). */
.lk-send-buttons { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 8px; margin-top: 4px; }
.lk-send-buttons .lk-button { min-height: 48px; padding-inline: 8px; }
.lk-send-status { display: flex; align-items: center; justify-content: center; gap: 8px; text-align: center; font-weight: 500; }
.lk-search { display: flex; align-items: center; gap: 8px; padding: 0 12px; border-radius: calc(${r} * 4); background: var(--_bg2); min-height: 44px; margin-bottom: 8px; }
.lk-search:focus-within { box-shadow: inset 0 0 0 2px var(--_accent); }
.lk-token-list { list-style: none; display: flex; flex-direction: column; gap: 2px; max-height: 360px; overflow-y: auto; }
.lk-token-list .lk-row { width: 100%; border-radius: calc(${r} * 3); text-align: start; }
.lk-token-list .lk-row:hover, .lk-token-list .lk-row[aria-current="true"] { background: var(--_bg2); }
.lk-qr { padding: 12px; border-radius: calc(${r} * 5); background: #fff; width: 220px; max-width: 100%; }
.lk-qr svg { display: block; width: 100%; height: auto; }
.lk-receive-address {
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: calc(${fs} * 1.4);
  display: flex; flex-direction: column; align-items: center; gap: 2px; margin: 0; max-width: 100%;
}
.lk-receive-line { display: flex; gap: 0.5ch; white-space: nowrap; }
.lk-network-badge { display: inline-flex; align-items: center; gap: 8px; font-weight: 600; }
.lk-receive-networks { list-style: none; display: flex; flex-wrap: wrap; justify-content: center; gap: 6px; }
.lk-receive-networks li {
  display: inline-flex; align-items: center; gap: 6px; padding: 2px 10px 2px 2px; border-radius: 999px;
  background: var(--_bg2); font-size: calc(${fs} * 1.2); font-weight: 500;
}
.lk-subtitle { font-size: calc(${fs} * 1.3); font-weight: 600; color: var(--_fg2); }
`
