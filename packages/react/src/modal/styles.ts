// The modal's stylesheet, rendered inside its shadow root: page CSS cannot reach in, and
// nothing here reaches out. Theming goes through the `--lk-*` variables only; `--_*` names
// are internal and may change.

const r = 'var(--lk-border-radius-master,4px)'
const fs = 'var(--lk-font-size-master,10px)'

// Each part's comment is a JS comment, outside the CSS: comments in the string would ship
// with the chunk (0.75 KB of gzip before the first click). For the same reason the CSS is written
// compact, one rule a line, without the spaces a minifier would take out: no CSS minifier runs on
// a string in a JS module, and the indentation and spaces cost 0.16 KB of gzip before the first
// click. styles.test.ts checks it stays so, and that it parses.

/** The modal's CSS. */
export const styles =
  `
.lk-root{--_accent:var(--lk-accent,#3b5bfd);--_on-accent:#fff;--_bg:#fff;--_bg2:#f3f4f6;--_bg3:#e6e8ec;--_fg:#141519;--_fg2:#545a66;--_border:rgba(0,0,0,0.1);--_overlay:rgba(16,17,20,0.4);--_error:#b42318;--_success:#067647;--_z:var(--lk-z-index,999);all:initial;display:contents;font-family:var(--lk-font-family,ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif);font-size:calc(${fs} * 1.4);line-height:1.4;color:var(--_fg);-webkit-font-smoothing:antialiased}
.lk-root[data-theme="dark"]{--_bg:#16171b;--_bg2:#222328;--_bg3:#2e3036;--_fg:#f3f4f6;--_fg2:#a4aab6;--_border:rgba(255,255,255,0.1);--_overlay:rgba(0,0,0,0.6);--_error:#f97066;--_success:#47cd89}
` +
  // Resets in :where(), of no specificity, so every component rule below wins over them.
  `:where(.lk-root) *,:where(.lk-root) *::before,:where(.lk-root) *::after{box-sizing:border-box}
:where(.lk-root) :where(button){font:inherit;color:inherit;background:none;border:0;margin:0;padding:0;cursor:pointer;text-align:inherit}
:where(.lk-root) :where(button:disabled){cursor:default;opacity:0.6}
:where(.lk-root) :where(a){color:inherit}
:where(.lk-root) :where(img){display:block}
:where(.lk-root) :where(h2,p,ul){margin:0;padding:0}
.lk-root :focus-visible{outline:2px solid var(--_accent);outline-offset:2px}
.lk-root[dir="rtl"] .lk-mirror{transform:scaleX(-1)}
` +
  // The card's top edge is fixed (where a 560 px card would be centred, and below the toast), so
  // a view change grows or shrinks the card downwards instead of moving it. The card holds the
  // header, fixed, over the body, its one scroll region; --_card-max is the most the card can be
  // (views that size a box of their own read it), and the page behind does not scroll (Dialog).
  `.lk-overlay{--_top:max(72px,calc(50vh - 280px));--_card-max:calc(100vh - var(--_top) - 16px);position:fixed;inset:0;z-index:var(--_z);display:flex;align-items:flex-start;justify-content:center;padding:var(--_top) 16px 16px;background:var(--_overlay);overscroll-behavior:contain;animation:lk-backdrop 0.15s ease-out}
@media (max-height:480px){.lk-overlay{--_top:16px}
}
.lk-card{position:relative;width:360px;max-width:100%;max-height:var(--_card-max);display:flex;flex-direction:column;overflow:hidden;transition:height 0.2s ease-out;background:var(--_bg);color:var(--_fg);border:1px solid var(--_border);border-radius:calc(${r} * 8);box-shadow:0 12px 40px rgba(0,0,0,0.2);animation:lk-rise 0.2s ease-out}
` +
  // Content and body never grow past their own height: the card's height (set by Dialog) follows
  // theirs, and a card still taller while it shrinks must not make them look as tall as it.
  `.lk-card-content{display:flex;flex-direction:column;flex:0 1 auto;min-height:0}
.lk-card:focus{outline:none}
` +
  // Growing: what the moving edge has not reached is clipped, not scrollable (see Dialog).
  `.lk-card[data-growing] .lk-body{overflow:clip}
.lk-card[data-shake]{animation:lk-shake 0.5s cubic-bezier(0.36,0.07,0.19,0.97) both}
.lk-card[data-embedded]{box-shadow:none;max-height:none;animation:none;max-width:100%}
@supports (color:color-mix(in srgb,red,blue)){.lk-card{background:color-mix(in srgb,var(--lk-color-mix,var(--_bg)) calc(var(--lk-color-mix-strength,0) * 1%),var(--_bg))}
}
@media (max-width:430px){` +
  // A bottom sheet on a phone, kept below the toast.
  `.lk-overlay{align-items:flex-end;padding:0;--_card-max:calc(100vh - 72px)}
.lk-card:not([data-embedded]){width:100%;border-radius:calc(${r} * 8) calc(${r} * 8) 0 0}
}
.lk-header{flex:none;display:grid;grid-template-columns:40px 1fr 40px;grid-template-rows:36px;align-items:center;gap:4px;padding:12px 12px 4px}
.lk-header h2{grid-column:2;text-align:center;font-size:calc(${fs} * 1.6);font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.lk-icon-button{width:36px;height:36px;display:grid;place-items:center;border-radius:calc(${r} * 3);color:var(--_fg2)}
.lk-icon-button:hover{background:var(--_bg2);color:var(--_fg)}
.lk-header .lk-close{grid-column:3;justify-self:end}
.lk-body{flex:0 1 auto;min-height:0;padding:8px 12px 16px;overflow-x:hidden;overflow-y:auto;overscroll-behavior:contain}
` +
  // The view's wrapper holds its children's margins, so its height is the whole view's.
  `.lk-view{display:flow-root}
.lk-list{list-style:none;display:flex;flex-direction:column;gap:8px}
.lk-item{display:flex;align-items:center;gap:12px;width:100%;min-height:56px;padding:8px 12px 8px 8px;border-radius:calc(${r} * 4);background:var(--_bg2);font-weight:500;text-align:start}
.lk-item:hover:not(:disabled){background:var(--_bg3)}
.lk-item[aria-current="true"]{box-shadow:inset 0 0 0 2px var(--_accent)}
.lk-item-name{flex:1;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.lk-item-end{margin-inline-start:auto;display:flex;align-items:center;color:var(--_fg2)}
.lk-image{width:40px;height:40px;flex:none;border-radius:calc(${r} * 3);overflow:hidden;display:grid;place-items:center;background:var(--_bg3);color:var(--_fg2)}
.lk-image img{width:100%;height:100%;object-fit:cover}
.lk-image[data-round]{border-radius:50%}
.lk-tag{font-size:calc(${fs} * 1.2);font-weight:600;padding:2px 8px;border-radius:calc(${r} * 2);border:1px solid var(--_border);color:var(--_fg2)}
.lk-tag[data-variant="installed"]{color:var(--_success)}
.lk-stack{display:flex;flex-direction:column;align-items:center;gap:12px;padding:12px 8px 4px;text-align:center}
.lk-title{font-size:calc(${fs} * 1.6);font-weight:600}
.lk-note{color:var(--_fg2)}
.lk-error{color:var(--_error)}
.lk-button{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:40px;padding:0 16px;border-radius:calc(${r} * 25);background:var(--_accent);color:var(--_on-accent);font-weight:600}
.lk-button[data-variant="secondary"]{background:var(--_bg2);color:var(--_fg)}
.lk-button[data-variant="secondary"]:hover{background:var(--_bg3)}
.lk-button[data-wide]{width:100%}
.lk-actions{display:flex;flex-direction:column;gap:8px;width:100%;margin-top:8px}
` +
  // A view's last controls (Account's network and Disconnect) stay in sight at the foot of the
  // body while what is above them scrolls.
  `.lk-actions[data-sticky]{position:sticky;bottom:-16px;z-index:1;margin-bottom:-16px;padding:8px 0 16px;background:var(--_bg);box-shadow:0 -1px 0 var(--_border)}
.lk-link{display:inline-flex;align-items:center;gap:6px;color:var(--_fg2);text-decoration:none;font-weight:500;border-radius:calc(${r} * 2)}
.lk-link:hover{color:var(--_fg);text-decoration:underline}
` +
  // Around the Connect view's list: configuration alert, guide.
  `.lk-alert{margin-bottom:12px;padding:10px 12px;border-radius:calc(${r} * 4);color:var(--_error);background:var(--_bg2);border:1px solid currentColor;font-weight:500}
` +
  // Between the email row and the wallets (Connect).
  `.lk-divider{display:flex;align-items:center;gap:12px;margin:4px 0 12px;color:var(--_fg2);font-size:calc(var(--lk-font-size-master,10px) * 1.2);font-weight:500}
.lk-divider::before,.lk-divider::after{content:"";flex:1;height:1px;background:var(--_border)}
.lk-item:disabled{cursor:not-allowed}
.lk-guide{margin-top:16px;text-align:center;color:var(--_fg2)}
a.lk-button{text-decoration:none}
.lk-text-button{color:var(--_fg);font-weight:600;text-decoration:underline}
.lk-spinner{display:inline-block;width:16px;height:16px;flex:none;border-radius:50%;border:2px solid currentColor;border-right-color:transparent;animation:lk-spin 0.8s linear infinite}
.lk-loading{display:grid;place-items:center;min-height:120px;color:var(--_fg2)}
` +
  // Where content is coming: a bar of its size, without text (nothing to read at low contrast).
  `.lk-placeholder{display:block;border-radius:calc(${r} * 2);background:var(--_bg3);animation:lk-pulse 1.2s ease-in-out infinite alternate}
.lk-sr{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap;border:0}
.lk-toast-region{position:fixed;top:16px;left:50%;transform:translateX(-50%);z-index:calc(var(--_z) + 1);pointer-events:none;max-width:calc(100vw - 32px)}
` +
  // Only the backdrop's colour fades in; the card and the toast slide in without fading, so their
  // text is never at low contrast (axe run while the whole overlay faded in, card included, found
  // the title at 1.51:1).
  `@keyframes lk-backdrop{from{background-color:transparent}
}
@keyframes lk-rise{from{transform:translateY(12px)}
}
@keyframes lk-spin{to{transform:rotate(360deg)}
}
@keyframes lk-pulse{to{opacity:0.55}
}
@keyframes lk-shake{10%,90%{transform:translateX(-1px)}
20%,80%{transform:translateX(2px)}
30%,50%,70%{transform:translateX(-4px)}
40%,60%{transform:translateX(4px)}
}
@media (prefers-reduced-motion:reduce){.lk-root *,.lk-root *::before,.lk-root *::after{animation-duration:0.01ms !important;animation-iteration-count:1 !important;transition-duration:0.01ms !important}
}
`
