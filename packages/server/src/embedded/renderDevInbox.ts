import type { CaughtMail } from './createMailer.js'

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/** The development inbox page: every message the mail catcher received, newest first. */
export function renderDevInbox(messages: readonly CaughtMail[]): string {
  const items = messages
    .map(
      (message) =>
        `<li><p><strong>${escapeHtml(message.subject)}</strong> to ${escapeHtml(message.to)} <small>${escapeHtml(message.receivedAt)}</small></p><pre>${escapeHtml(message.text)}</pre></li>`,
    )
    .join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Latchkey dev inbox</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem;max-width:48rem}li{margin-bottom:1rem}pre{white-space:pre-wrap}</style>
</head><body><h1>Dev inbox</h1><p>Mail the server sent (development only; newest first).</p>
${items ? `<ol>${items}</ol>` : '<p>No mail yet.</p>'}</body></html>`
}
