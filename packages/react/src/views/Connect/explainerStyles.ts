// The explainer layout's rules: a round icon over a title and points. Rendered with "What is a
// wallet?" and EmailVerifyDevice, the views that use it, out of the modal's first chunk.

/** The CSS of the explainer layout. */
export const explainerStyles = `
.lk-explainer { gap: 16px; }
.lk-explainer-icon {
  width: 64px; height: 64px; display: grid; place-items: center; border-radius: 50%;
  background: var(--_bg2); color: var(--_accent);
}
.lk-explainer h3 { margin: 0; }
.lk-explainer-points { margin: 0; display: grid; gap: 4px; text-align: start; width: 100%; }
.lk-explainer-points dt { font-weight: 600; }
.lk-explainer-points dd { margin: 0 0 8px; color: var(--_fg2); }
`
