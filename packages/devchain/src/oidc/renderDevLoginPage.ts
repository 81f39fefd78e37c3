import type { DevIdentityProvider } from './devIdentityProviders.js'

const displayNames: Record<DevIdentityProvider, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/** The dev identity provider's login page: any name signs in to `provider`. */
export function renderDevLoginPage(parameters: {
  provider: DevIdentityProvider
  action: string
  error?: string | undefined
}): string {
  const title = `Sign in to ${displayNames[parameters.provider]} (development)`
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font: 16px system-ui, sans-serif; margin: 0; display: grid; place-items: center; min-height: 100vh; background: #f4f4f5; color: #18181b; }
  main { background: #fff; padding: 32px; border-radius: 16px; width: min(360px, 90vw); box-shadow: 0 1px 4px #0002; }
  h1 { font-size: 20px; margin: 0 0 8px; }
  p { color: #52525b; font-size: 14px; margin: 0 0 20px; }
  label { display: block; font-size: 14px; margin-bottom: 6px; }
  input { box-sizing: border-box; width: 100%; font: inherit; padding: 10px 12px; border: 1px solid #d4d4d8; border-radius: 10px; }
  button { margin-top: 16px; width: 100%; font: inherit; padding: 10px; border: 0; border-radius: 10px; background: #18181b; color: #fff; cursor: pointer; }
  [role=alert] { color: #b91c1c; font-size: 14px; margin-top: 10px; }
</style></head>
<body><main>
<h1>${escapeHtml(title)}</h1>
<p>A local stand-in for the real provider: any name signs in, and the same name is the same user.</p>
<form method="post" action="${escapeHtml(parameters.action)}">
<label for="name">Name</label>
<input id="name" name="name" autocomplete="off" autofocus required maxlength="40">
${parameters.error ? `<div role="alert">${escapeHtml(parameters.error)}</div>` : ''}
<button type="submit">Sign in</button>
</form>
</main></body></html>`
}
