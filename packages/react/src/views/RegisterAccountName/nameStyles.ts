// The name registration views' own rules, rendered with them (inside the modal's shadow root).
// Theming goes through the `--lk-*` variables only.

const r = 'var(--lk-border-radius-master, 4px)'
const fs = 'var(--lk-font-size-master, 10px)'

/** The CSS of RegisterAccountName and RegisterAccountNameSuccess. */
export const nameStyles = `
.lk-name-form { display: flex; flex-direction: column; gap: 8px; }
.lk-name-field {
  display: flex; flex-direction: column; gap: 6px; padding: 12px; border-radius: calc(${r} * 4);
  background: var(--_bg2); text-align: start; min-width: 0;
}
.lk-name-field:focus-within { box-shadow: inset 0 0 0 2px var(--_accent); }
.lk-name-field label { color: var(--_fg2); font-size: calc(${fs} * 1.3); font-weight: 500; }
/* The suffix follows the typed label (the input as wide as its text), and gives way first. */
.lk-name-row { display: flex; align-items: baseline; min-width: 0; font-size: calc(${fs} * 1.6); font-weight: 600; cursor: text; }
.lk-name-input {
  flex: 0 1 auto; field-sizing: content; min-width: 6ch; max-width: 100%; font: inherit; color: var(--_fg);
  background: transparent; border: 0; padding: 4px 0; outline: none;
}
.lk-name-input::placeholder { color: var(--_fg2); opacity: 1; font-weight: 500; }
.lk-name-input:focus-visible { outline: none; }
.lk-name-suffix { flex: 0 1000 auto; min-width: 3ch; color: var(--_fg2); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.lk-name-status { margin: 0; min-height: 1.4em; padding: 0 4px; color: var(--_fg2); font-size: calc(${fs} * 1.3); text-align: start; overflow-wrap: anywhere; }
.lk-name-status[data-tone="good"] { color: var(--_success); }
.lk-name-status[data-tone="bad"] { color: var(--_error); }
.lk-name-suggestions { display: flex; flex-direction: column; gap: 6px; padding: 0 4px; text-align: start; }
.lk-name-suggestions h3 { margin: 0; color: var(--_fg2); font-size: calc(${fs} * 1.2); font-weight: 600; }
.lk-name-suggestions ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 6px; }
.lk-name-chip {
  max-width: 100%; padding: 4px 12px; border-radius: 999px; background: var(--_bg2); border: 1px solid var(--_border);
  font-size: calc(${fs} * 1.3); font-weight: 500; overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
}
.lk-name-chip:hover { background: var(--_bg3); border-color: var(--_accent); }
.lk-name-form .lk-button[data-wide] { margin-top: 4px; min-height: 48px; gap: 8px; }
.lk-name-error { margin: 0; color: var(--_error); font-size: calc(${fs} * 1.3); font-weight: 500; overflow-wrap: anywhere; }
.lk-name-done { display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 8px 0; text-align: center; }
.lk-name-done strong { font-size: calc(${fs} * 2.2); font-weight: 700; line-height: 1.25; overflow-wrap: anywhere; }
.lk-name-done p { margin: 0; color: var(--_fg2); }
.lk-name-done .lk-spinner { width: 32px; height: 32px; }
.lk-name-done .lk-button { align-self: stretch; min-height: 48px; }
`
