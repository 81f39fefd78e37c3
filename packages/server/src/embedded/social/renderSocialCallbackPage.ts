/** What the callback page does: hand the result to the dapp's page, or say the login is gone. */
export type SocialCallbackPage =
  | { state: 'handoff'; dappOrigin: string; returnUrl: string | undefined; scriptNonce: string }
  | { state: 'invalid' }

// JSON inside a script element: '<' escaped so no string can close the element.
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * The page the provider sends the user back to. In a popup it posts its own address (code and
 * state) to the dapp's page that opened it, to that origin only, which closes it; after a redirect
 * login it goes back to the dapp's page with the address in `result_uri`.
 */
export function renderSocialCallbackPage(page: SocialCallbackPage): string {
  const body =
    page.state === 'handoff'
      ? `<p>Signing you in…</p><script nonce="${page.scriptNonce}">
const target = ${scriptJson(page.dappOrigin)}, back = ${scriptJson(page.returnUrl ?? null)}
if (window.opener) {
  // The dapp's page closes this window once it has the address; closing here at once could
  // beat the message there (it would read the closed window as a cancel).
  window.opener.postMessage({ type: '@latchkey/social-result', uri: location.href }, target)
  setTimeout(() => window.close(), 5000)
} else if (back) {
  const url = new URL(back)
  url.searchParams.set('result_uri', location.href)
  location.replace(url.href)
} else document.querySelector('p').textContent = 'Go back to the app to finish signing in.'
</script>`
      : '<h1>Login expired</h1><p>This login has expired or was already used. Close this window and try again.</p>'
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Latchkey wallet</title>
<style>body{font:16px system-ui,sans-serif;margin:2rem auto;max-width:32rem;padding:0 1rem;color-scheme:light dark}</style>
</head><body>${body}</body></html>`
}
