// The social login's own rules, rendered with it inside the modal's shadow root.

const r = 'var(--lk-border-radius-master, 4px)'

/** The CSS of the social login buttons and their waiting and error states. */
export const socialStyles = `
.lk-social {
  display: flex; flex-direction: column; gap: 8px; margin: 0 0 12px; padding: 0; border: 0; min-width: 0;
}
.lk-social-wide, .lk-social-icon {
  display: inline-flex; align-items: center; justify-content: center; gap: 10px; min-height: 44px;
  border-radius: calc(${r} * 4); background: var(--_bg2); color: var(--_fg); font-weight: 600;
}
.lk-social-wide:hover, .lk-social-icon:hover { background: var(--_bg3); }
.lk-social-wide:disabled, .lk-social-icon:disabled { opacity: 0.6; }
.lk-social-row { display: grid; grid-template-columns: repeat(4, 1fr); gap: 8px; }
.lk-social-more { font-size: 0.9em; }
.lk-social-mark { flex: none; border-radius: 6px; }
.lk-social-status {
  display: flex; align-items: center; gap: 10px; min-height: 44px; padding: 0 12px;
  border-radius: calc(${r} * 4); background: var(--_bg2); color: var(--_fg);
}
.lk-social-status > [role="status"] { flex: 1; min-width: 0; }
`
