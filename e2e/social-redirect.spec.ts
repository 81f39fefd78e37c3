import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.js'
import {
  choosePopupProvider,
  connectedAddress,
  continueWith,
  nameOf,
  showAccount,
  signIn,
  signOut,
  socialDemoUrl,
  socialProviderNames,
} from './social.js'

// The redirect social login (issue 31 items 1 and 4): where no popup opens, the whole page goes
// to the provider (the stack's dev identity provider), the server's callback page brings it back
// with `result_uri`, and the widget completes the login through the real frame and removes the
// parameter from the address. Popups are blocked the way a browser blocks them: window.open
// answers null.

/** Makes every window.open of the page answer null, as a blocked popup does. */
const blockPopups = (page: Page) =>
  page.addInitScript(() => {
    window.open = () => null
  })

test.describe('social login by redirect', () => {
  test('each of the six providers with a blocked popup: the page goes to the provider and comes back connected, with the address of its popup login, and no result_uri in the address', async ({
    page,
    stack,
  }) => {
    const name = nameOf('r')
    const start = socialDemoUrl(stack)
    const demoOrigin = new URL(stack.demoUrl).origin
    const visited: string[] = []
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame())
        visited.push(request.url())
    })
    for (const provider of socialProviderNames) {
      // The popup login first: the address the redirect login must reach again.
      await page.goto(start)
      const { popup } = await choosePopupProvider(page, provider)
      await signIn(popup, name)
      const address = await connectedAddress(page)
      await signOut(page)

      // Blocked in this page only: the page the redirect comes back to opens popups again.
      await page.evaluate(() => {
        window.open = () => null
      })
      visited.length = 0
      // The page's own path: the provider (already signed in as `name` from the popup, it asks
      // no more), the server's callback page, then the dapp's page with result_uri.
      await continueWith(page, provider)
      await expect(page.getByTestId('account-status')).toHaveText('connected')
      await expect(page.getByTestId('account-address'), provider).toHaveText(address)
      expect(
        visited.some((url) => new URL(url).origin !== demoOrigin && url.includes('/auth')),
        provider,
      ).toBe(true)
      expect(visited).toContainEqual(expect.stringContaining('/embedded/social/callback?code='))
      expect(visited).toContainEqual(
        expect.stringContaining(`${demoOrigin}/?email=on&socials=on&result_uri=`),
      )
      // The parameter is gone; the rest of the address is kept.
      const url = new URL(page.url())
      expect(url.searchParams.has('result_uri'), provider).toBe(false)
      expect(url.searchParams.get('email')).toBe('on')
      expect(url.searchParams.get('socials')).toBe('on')
      await expect(await showAccount(page)).toContainText(`Connected with ${provider}`)
      await signOut(page)
    }
  })

  test('inside a Telegram Mini App the login goes by redirect without trying a popup', async ({
    page,
    stack,
  }) => {
    await page.addInitScript(() => {
      Object.assign(window, { Telegram: { WebApp: { initData: 'query_id=dev&user=%7B%7D' } } })
    })
    let popups = 0
    page.on('popup', () => popups++)
    await page.goto(socialDemoUrl(stack))
    await continueWith(page, 'Google')
    await expect(
      page.getByRole('heading', { name: 'Sign in to Google (development)' }),
    ).toBeVisible()
    await page.getByLabel('Name').fill(nameOf('t'))
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    expect(new URL(page.url()).searchParams.has('result_uri')).toBe(false)
    expect(popups).toBe(0)
  })

  test('a forged, then a replayed result_uri is refused with a clear message and removed from the address', async ({
    page,
    stack,
  }) => {
    const forged = `${stack.serverUrl}/embedded/social/callback?code=forged&state=forged-state`
    await page.goto(
      `${stack.demoUrl}/?email=on&socials=on&result_uri=${encodeURIComponent(forged)}`,
    )
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('alert')).toHaveText(
      'This login is unknown or was already used: start it again',
    )
    expect(new URL(page.url()).searchParams.has('result_uri')).toBe(false)
    await expect(dialog.getByRole('button', { name: 'Continue with Google' })).toBeVisible()
    await expect(page.getByTestId('account-status')).not.toHaveText('connected')

    // A real result, used once, then replayed by loading the same address again.
    await blockPopups(page)
    await page.goto(socialDemoUrl(stack))
    await continueWith(page, 'Google')
    await page.getByLabel('Name').fill(nameOf('p'))
    let returned: string | undefined
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url().includes('result_uri=')) returned = frame.url()
    })
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    expect(returned).toBeDefined()
    const context = await page.context().browser()!.newContext()
    try {
      const other = await context.newPage()
      await other.goto(returned as string)
      await expect(other.getByRole('dialog').getByRole('alert')).toHaveText(
        'This login is unknown or was already used: start it again',
      )
      expect(new URL(other.url()).searchParams.has('result_uri')).toBe(false)
    } finally {
      await context.close()
    }
  })

  test('a result_uri that is not an address is refused with a clear message', async ({
    page,
    stack,
  }) => {
    await page.goto(`${stack.demoUrl}/?email=on&socials=on&result_uri=not-a-url`)
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(
      'The sign-in result in the address is not valid: start the login again.',
    )
    expect(new URL(page.url()).searchParams.has('result_uri')).toBe(false)
  })

  test('an expired result_uri shows the right error and is removed from the address', async ({
    page,
    stack,
  }) => {
    await blockPopups(page)
    await page.goto(socialDemoUrl(stack))
    // The way back to the dapp is held: the attempt ends before the page reads its result.
    let returned: string | undefined
    await page.route(
      (url) => url.searchParams.has('result_uri'),
      (route) => {
        returned = route.request().url()
        return route.abort()
      },
    )
    await continueWith(page, 'Google')
    await page.getByLabel('Name').fill(nameOf('e'))
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect.poll(() => returned).toBeDefined()
    const result = new URL(new URL(returned as string).searchParams.get('result_uri') as string)
    const expired = await fetch(`${stack.controlUrl}/embedded/social-attempt-expired`, {
      method: 'POST',
      body: JSON.stringify({ state: result.searchParams.get('state') }),
    })
    expect(expired.status).toBe(204)
    await page.unrouteAll()
    await page.goto(returned as string)
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(
      'This login took too long: start it again',
    )
    expect(new URL(page.url()).searchParams.has('result_uri')).toBe(false)
    await expect(page.getByTestId('account-status')).not.toHaveText('connected')
  })
})
