import type { OnrampPurchase } from '@latchkey/core/protocol'

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? '',
  )

const style = `
:root { color-scheme: light dark; --accent: #3b5bdb; --line: #d0d4dc; --muted: #5c6370; --bg: #f6f7f9; --card: #fff; --text: #14161a; --bad: #b3261e; --good: #1b7f3b; }
@media (prefers-color-scheme: dark) { :root { --accent: #8ea2ff; --line: #3a3f4a; --muted: #a9b0bc; --bg: #0f1114; --card: #1a1d22; --text: #eceef2; --bad: #ff8a80; --good: #7fdc9a; } }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; background: var(--bg); color: var(--text); }
main { max-width: 420px; margin: 0 auto; padding: 24px 16px; }
.card { background: var(--card); border: 1px solid var(--line); border-radius: 16px; padding: 24px; }
h1 { font-size: 1.35rem; margin: 0 0 4px; }
p { margin: 0 0 16px; color: var(--muted); }
.badge { display: inline-block; font-size: .75rem; font-weight: 600; letter-spacing: .04em; text-transform: uppercase; color: var(--accent); border: 1px solid var(--accent); border-radius: 999px; padding: 1px 8px; margin-bottom: 12px; }
label { display: block; font-weight: 600; margin: 14px 0 6px; }
input, select { width: 100%; font: inherit; color: inherit; background: transparent; border: 1px solid var(--line); border-radius: 10px; padding: 10px 12px; min-height: 44px; }
input:focus-visible, select:focus-visible, button:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
.amount { display: grid; grid-template-columns: 1fr 96px; gap: 8px; }
.hint { font-size: .85rem; color: var(--muted); margin: 6px 0 0; }
button { width: 100%; margin-top: 20px; font: inherit; font-weight: 600; color: #fff; background: var(--accent); border: 0; border-radius: 12px; min-height: 48px; cursor: pointer; }
@media (prefers-color-scheme: dark) { button { color: #0f1114; } }
.error { color: var(--bad); font-weight: 600; margin: 12px 0 0; }
.done { color: var(--good); font-weight: 600; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 12px; margin: 16px 0 0; }
dt { color: var(--muted); } dd { margin: 0; overflow-wrap: anywhere; }
`

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${style}</style></head>
<body><main><div class="card"><span class="badge">Sandbox</span>${body}</div></main></body></html>`

/** The checkout form: amount, currency and a test card. */
export function renderCheckoutPage(parameters: {
  purchase: OnrampPurchase
  amount: string
  currency: string
  limits: string
  error?: string | undefined
}): string {
  const { purchase, amount, currency, limits, error } = parameters
  const short = `${purchase.address.slice(0, 6)}…${purchase.address.slice(-6)}`
  const option = (value: string) =>
    `<option value="${value}"${value === currency ? ' selected' : ''}>${value}</option>`
  return page(
    `Buy ${purchase.purchaseCurrency}`,
    `<h1>Buy ${escapeHtml(purchase.purchaseCurrency)}</h1>
<p>To ${escapeHtml(short)} on ${escapeHtml(purchase.chainId)}. Test cards only: no real money moves, the coins are sent on the dev chain.</p>
<form method="post" novalidate>
<label for="amount">Amount</label>
<div class="amount"><input id="amount" name="amount" inputmode="decimal" autocomplete="off" required value="${escapeHtml(amount)}" aria-describedby="limits">
<select name="currency" aria-label="Currency">${option('USD')}${option('EUR')}</select></div>
<p class="hint" id="limits">${escapeHtml(limits)}</p>
<label for="card">Card number</label>
<input id="card" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required placeholder="4242 4242 4242 4242" aria-describedby="card-hint">
<p class="hint" id="card-hint">Use the test card 4242 4242 4242 4242.</p>
<div class="row"><div><label for="expiry">Expiry</label><input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="12/34" required></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" required></div></div>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<button type="submit">Pay</button>
</form>`,
  )
}

/** The page after paying (or for a checkout paid already): the purchase's state. */
export function renderPurchasePage(purchase: OnrampPurchase): string {
  const done = purchase.status === 'confirmed'
  const heading = done
    ? 'Payment complete'
    : purchase.status === 'failed'
      ? 'The payout failed'
      : 'Payment received'
  return page(
    heading,
    `<h1>${heading}</h1>
<p class="${done ? 'done' : ''}" role="status">${
      done
        ? `${escapeHtml(purchase.purchaseAmount ?? '')} ${escapeHtml(purchase.purchaseCurrency)} arrived. You can close this window.`
        : purchase.status === 'failed'
          ? 'The coins could not be sent. Nothing was charged.'
          : 'The coins are on their way.'
    }</p>
<dl><dt>Paid</dt><dd>${escapeHtml(`${purchase.paymentAmount ?? ''} ${purchase.paymentCurrency}`)}</dd>
<dt>Bought</dt><dd>${escapeHtml(`${purchase.purchaseAmount ?? ''} ${purchase.purchaseCurrency}`)}</dd>
<dt>To</dt><dd>${escapeHtml(purchase.address)}</dd>
<dt>Transaction</dt><dd>${escapeHtml(purchase.txHash ?? '—')}</dd></dl>`,
  )
}
