import type { Page } from '@playwright/test'

/** The SIWX session token the page keeps in its storage, if any. */
export async function storedToken(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('latchkey.siwxSessions')
    const stored = raw ? (JSON.parse(raw) as { value: Array<{ token: string }> }) : undefined
    return stored?.value[0]?.token
  })
}

/** What the server says about a token, asked from the page (so with the page's Origin). */
export async function serverSession(page: Page, serverUrl: string, token: string) {
  return page.evaluate(
    async ({ serverUrl, token }) => {
      const response = await fetch(`${serverUrl}/v1/siwx/session`, {
        headers: { authorization: `Bearer ${token}` },
      })
      return { status: response.status, body: await response.json() }
    },
    { serverUrl, token },
  )
}
