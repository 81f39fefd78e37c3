// The email login's own rules, rendered with its views inside the modal's shadow root.
// Theming goes through the `--lk-*` variables only.

const r = 'var(--lk-border-radius-master, 4px)'

/** The CSS of the email field, its views (codes, device, email update) and ApproveTransaction. */
export const emailStyles = `
.lk-email { display: flex; flex-direction: column; gap: 8px; margin-bottom: 12px; }
.lk-email-row { display: flex; gap: 8px; }
.lk-email-input {
  flex: 1; min-width: 0; font: inherit; color: var(--_fg); background: var(--_bg2);
  border: 1px solid transparent; border-radius: calc(${r} * 4); padding: 10px 12px;
}
.lk-email-input:focus-visible { outline: 2px solid var(--_accent); outline-offset: 1px; }
.lk-email-input[aria-invalid="true"] { border-color: var(--_error); }
.lk-otp-input { text-align: center; letter-spacing: 0.5em; font-size: 1.4em; font-variant-numeric: tabular-nums; }
.lk-approve-frame { width: 100%; height: 380px; }
.lk-device-waiting { display: inline-flex; align-items: center; gap: 8px; color: var(--_fg2); }
.lk-email-account { display: flex; flex-direction: column; gap: 8px; width: 100%; }
`
