const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/** What the device-approval page shows: the question, the outcome, or a dead link. */
export type DeviceApprovalPage =
  | { state: 'ask'; email: string; token: string }
  | { state: 'approved' }
  | { state: 'invalid' }

/** The page an emailed device-approval link opens (no script; the button posts a form). */
export function renderDeviceApprovalPage(page: DeviceApprovalPage): string {
  const body =
    page.state === 'ask'
      ? `<h1>Approve your new device</h1><p>A new device wants to log in to the wallet of <strong>${escapeHtml(page.email)}</strong>. Approve it only if you started this login.</p>
<form method="post" action="/embedded/device/approve"><input type="hidden" name="token" value="${escapeHtml(page.token)}"><button type="submit">Approve device</button></form>`
      : page.state === 'approved'
        ? '<h1>Device approved</h1><p>You can go back to the app: your login continues there.</p>'
        : '<h1>Link expired</h1><p>This link has expired or was already used. Log in again to get a new one.</p>'
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Latchkey wallet</title>
<style>body{font:16px system-ui,sans-serif;margin:2rem auto;max-width:32rem;padding:0 1rem;color-scheme:light dark}button{font:inherit;padding:.6rem 1.2rem;border-radius:8px;border:0;background:#3b6cff;color:#fff;cursor:pointer}</style>
</head><body>${body}</body></html>`
}
