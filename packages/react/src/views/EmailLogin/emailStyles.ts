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
/* The code: one input, its text and caret invisible, over six cells that show the digits. */
.lk-otp { position: relative; width: 100%; max-width: 312px; margin: 4px auto; }
.lk-otp-input {
  position: absolute; inset: 0; z-index: 1; width: 100%; height: 100%; padding: 0; border: 0;
  font: inherit; color: transparent; caret-color: transparent; background: transparent;
  border-radius: calc(${r} * 3); letter-spacing: 2em; outline: none;
}
.lk-otp-input::selection { background: transparent; }
/* The ring is the current cell's, not the whole field's (the root's focus rule is stronger). */
.lk-root .lk-otp-input:focus-visible { outline: none; }
.lk-otp-cells { display: grid; grid-template-columns: repeat(6, 1fr); gap: 8px; }
.lk-otp-cell {
  display: grid; place-items: center; height: 52px; border-radius: calc(${r} * 3);
  background: var(--_bg2); border: 1px solid var(--_border); color: var(--_fg);
  font-size: 1.6em; font-weight: 600; font-variant-numeric: tabular-nums;
}
.lk-otp-input:focus-visible + .lk-otp-cells .lk-otp-cell[data-current] {
  border-color: var(--_accent); box-shadow: 0 0 0 1px var(--_accent);
}
.lk-otp-input:focus-visible + .lk-otp-cells .lk-otp-cell[data-current]:not([data-filled])::after {
  content: ""; width: 1px; height: 22px; background: var(--_fg); animation: lk-blink 1s steps(1) infinite;
}
.lk-otp-input[aria-invalid="true"] + .lk-otp-cells .lk-otp-cell { border-color: var(--_error); }
.lk-otp-input:disabled + .lk-otp-cells { opacity: 0.6; }
@keyframes lk-blink { 50% { opacity: 0; } }
.lk-approve-frame { width: 100%; height: 380px; }
.lk-approve-frame[data-compact] { height: 212px; }
.lk-device-waiting { display: inline-flex; align-items: center; gap: 8px; color: var(--_fg2); }
.lk-email-account { display: flex; flex-direction: column; gap: 8px; width: 100%; }
`
