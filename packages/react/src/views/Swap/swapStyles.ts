// The Swap and Buy views' own rules (with Send's field rules), rendered with them inside the
// modal's shadow root. Theming goes through the `--lk-*` variables only.

const fs = 'var(--lk-font-size-master, 10px)'

/** The CSS of Swap, SwapSelectToken, SwapPreview, OnRampProviders and BuyInProgress. */
export const swapStyles = `
/* The switch button straddles the 8px gap and reaches only the cards' 12px paddings (32 = 8 + 2 * 12),
   so it never covers the You-pay card's balance line or the You-receive card's label. */
.lk-swap-fields { position: relative; display: flex; flex-direction: column; gap: 8px; }
.lk-swap-switch {
  position: absolute; left: 50%; top: 50%; transform: translate(-50%, -50%); width: 32px; height: 32px;
  display: grid; place-items: center; border-radius: 12px; background: var(--_bg2);
  border: 4px solid var(--_bg); color: var(--_fg); z-index: 1;
}
.lk-swap-switch:hover { color: var(--_accent); }
.lk-swap-out { font-size: calc(${fs} * 2.8); font-weight: 600; font-variant-numeric: tabular-nums; flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; padding: 4px 0; }
.lk-swap-out[data-empty] { color: var(--_fg2); }
.lk-slippage { display: inline-flex; align-items: center; gap: 2px; }
.lk-slippage input {
  width: 48px; text-align: end; font: inherit; font-weight: 500; color: var(--_fg); background: var(--_bg2);
  border: 1px solid var(--_border); border-radius: 8px; padding: 2px 6px;
}
.lk-swap-pair { display: grid; grid-template-columns: 1fr auto 1fr; align-items: center; gap: 8px; padding: 8px 0; }
.lk-swap-pair > div { display: flex; flex-direction: column; align-items: center; gap: 4px; text-align: center; min-width: 0; }
.lk-swap-pair .lk-row-icon { width: 40px; height: 40px; }
.lk-swap-pair strong { font-size: calc(${fs} * 1.8); font-weight: 700; overflow-wrap: anywhere; }
.lk-steps { list-style: none; padding: 0 4px; margin: 0; display: flex; flex-direction: column; gap: 6px; counter-reset: step; }
.lk-steps li { display: flex; align-items: center; gap: 8px; color: var(--_fg2); }
.lk-steps li::before {
  counter-increment: step; content: counter(step); display: grid; place-items: center; flex: none;
  width: 22px; height: 22px; border-radius: 50%; background: var(--_bg3); font-weight: 600; font-size: calc(${fs} * 1.2);
}
.lk-steps li[data-state="active"] { color: var(--_fg); font-weight: 600; }
.lk-steps li[data-state="active"]::before { background: var(--_accent); color: #fff; }
.lk-steps li[data-state="done"]::before { content: '✓'; background: var(--_success); color: #fff; }
.lk-chips { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 6px; margin-bottom: 8px; }
.lk-chips .lk-token-button { max-width: none; }
.lk-listbox-select { position: relative; flex: none; display: inline-flex; }
.lk-select {
  display: inline-flex; align-items: center; gap: 6px; font: inherit; color: var(--_fg); background: var(--_bg);
  border: 1px solid var(--_border); border-radius: 999px; padding: 4px 10px; font-weight: 600; white-space: nowrap;
}
.lk-select:hover { background: var(--_bg3); }
.lk-detail > .lk-listbox-select { overflow: visible; }
.lk-listbox {
  position: absolute; inset-inline-end: 0; top: calc(100% + 4px); z-index: 2; min-width: 100%; list-style: none;
  margin: 0; padding: 4px; border-radius: 12px; background: var(--_bg); border: 1px solid var(--_border);
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.18); text-align: start;
}
.lk-listbox [role="option"] { padding: 6px 10px; border-radius: 8px; cursor: pointer; white-space: nowrap; color: var(--_fg); font-weight: 500; }
.lk-listbox [role="option"][data-active] { background: var(--_bg2); }
.lk-listbox [role="option"][aria-selected="true"] { font-weight: 700; color: var(--_accent); }
.lk-providers { list-style: none; display: flex; flex-direction: column; gap: 6px; }
.lk-provider {
  display: flex; align-items: center; gap: 12px; width: 100%; padding: 12px; border-radius: 16px;
  background: var(--_bg2); text-align: start;
}
.lk-provider:hover:not(:disabled) { background: var(--_bg3); }
.lk-provider:disabled { opacity: 0.6; cursor: not-allowed; }
.lk-provider-text { display: flex; flex-direction: column; gap: 2px; min-width: 0; flex: 1; }
.lk-provider-text > span:last-child { color: var(--_fg2); font-size: calc(${fs} * 1.2); }
.lk-provider-quote { font-weight: 600; font-variant-numeric: tabular-nums; text-align: end; }
.lk-provider-quote small { display: block; color: var(--_fg2); font-weight: 500; }
.lk-quote-placeholder { display: block; width: 88px; height: 16px; }
.lk-buy-progress { display: flex; flex-direction: column; align-items: center; gap: 12px; text-align: center; padding: 8px 0; }
.lk-buy-progress .lk-spinner { width: 32px; height: 32px; }
.lk-buy-progress > svg { flex: none; }
.lk-buy-progress[data-state="arrived"] > svg { color: var(--_success); }
.lk-buy-progress[data-state="failed"] > svg { color: var(--_error); }
.lk-buy-progress p { margin: 0; }
.lk-buy-again { display: flex; justify-content: center; min-height: 24px; }
.lk-buy-again a {
  display: inline-flex; align-items: center; gap: 4px; color: var(--_fg); font-weight: 600;
  text-decoration: underline; text-underline-offset: 3px; border-radius: 4px;
}
.lk-buy-again a:hover { color: var(--_accent); }
`
