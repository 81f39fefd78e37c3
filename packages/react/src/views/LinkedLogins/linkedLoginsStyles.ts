// The linked logins' own rules, rendered inside the modal's shadow root (`--lk-*` variables only).

const r = 'var(--lk-border-radius-master, 4px)'

/** The CSS of Account's "Linked logins". */
export const linkedLoginsStyles = `
.lk-linked { display: flex; flex-direction: column; gap: 8px; width: 100%; margin: 4px 0 8px; }
.lk-linked-title { margin: 0; font-size: 0.9em; font-weight: 600; color: var(--_fg2); }
.lk-linked-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 6px; }
.lk-linked-item {
  display: flex; align-items: center; gap: 10px; padding: 8px 10px;
  background: var(--_bg2); border-radius: calc(${r} * 3);
}
.lk-linked-mail {
  display: grid; place-items: center; width: 24px; height: 24px; flex: none;
  border-radius: 6px; background: var(--_accent); color: #fff; font-weight: 700;
}
.lk-linked-name { display: flex; flex-direction: column; flex: 1; min-width: 0; text-align: start; }
.lk-linked-user { color: var(--_fg2); font-size: 0.85em; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.lk-linked-add { display: flex; flex-wrap: wrap; gap: 6px; }
.lk-device-request { display: flex; flex-direction: column; gap: 8px; padding: 10px; border: 1px solid var(--_border); border-radius: calc(${r} * 3); }
.lk-device-request .lk-note { margin: 0; }
.lk-device-request-actions { display: flex; gap: 8px; }
.lk-device-request-actions .lk-button { flex: 1; }
.lk-linked-add .lk-button {
  display: inline-flex; align-items: center; justify-content: center; gap: 6px; flex: 1 1 130px;
  min-width: 0; padding: 8px 10px; font-size: 0.875em; white-space: nowrap;
}
.lk-linked-add .lk-social-mark { width: 20px; height: 20px; flex: none; }
`
