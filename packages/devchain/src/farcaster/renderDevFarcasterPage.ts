const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/** What the dev Farcaster client page shows: a request to approve, a result, or an error. */
export type DevFarcasterPageState =
  | {
      state: 'request'
      channelToken: string
      domain: string
      siweUri: string
      username: string
      fid: number
    }
  | { state: 'approved'; domain: string; username: string }
  | { state: 'error'; message: string }

/** The dev Farcaster client's page (a stand-in for a Farcaster app on the user's phone). */
export function renderDevFarcasterPage(page: DevFarcasterPageState): string {
  const body =
    page.state === 'request'
      ? `<h1>Sign in with Farcaster</h1>
<p><strong>${escapeHtml(page.domain)}</strong> asks you to sign in as <strong>@${escapeHtml(page.username)}</strong> (fid ${page.fid}).</p>
<dl><dt>Site</dt><dd>${escapeHtml(page.siweUri)}</dd></dl>
<form method="post" action="/approve">
<input type="hidden" name="channelToken" value="${escapeHtml(page.channelToken)}">
<button type="submit">Approve</button>
</form>`
      : page.state === 'approved'
        ? `<h1>Signed in</h1>
<p role="status">You signed in to <strong>${escapeHtml(page.domain)}</strong> as @${escapeHtml(page.username)}. Go back to the site.</p>`
        : `<h1>Sign in with Farcaster</h1>
<p role="alert">${escapeHtml(page.message)}</p>`
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Farcaster (development)</title>
<style>
  body { font: 16px system-ui, sans-serif; margin: 0; display: grid; place-items: center; min-height: 100vh; background: #f3effa; color: #18181b; }
  main { background: #fff; padding: 32px; border-radius: 16px; width: min(380px, 90vw); box-shadow: 0 1px 4px #0002; }
  h1 { font-size: 20px; margin: 0 0 12px; }
  p { color: #3f3f46; font-size: 15px; margin: 0 0 16px; overflow-wrap: anywhere; }
  dl { font-size: 13px; color: #52525b; margin: 0 0 16px; } dd { margin: 0; overflow-wrap: anywhere; }
  button { width: 100%; font: inherit; padding: 10px; border: 0; border-radius: 10px; background: #7c65c1; color: #fff; cursor: pointer; }
  [role=alert] { color: #b91c1c; }
  small { display: block; margin-top: 20px; color: #71717a; font-size: 12px; }
</style></head>
<body><main>
${body}
<small>A local stand-in for a Farcaster app: it signs with the dev fid's custody key.</small>
</main></body></html>`
}
