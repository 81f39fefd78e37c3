import type { Locator, Page } from '@playwright/test'
import { emailOf, login, readCode, walletFrame } from './embeddedLogin.js'
import { expect, test } from './fixtures.js'

// The modal's frame as a visitor meets it (issue 29): a header that stays put over one scroll
// region, a card that fits the window with each view's last control in sight, a page that does
// not scroll behind it, one Disconnect for a wallet on two namespaces, a sign-in Cancel that
// ends the visit, and no console warnings for a declined connection. Real dev wallets (EVM and
// Solana), the real server and chains; boxes measured in Chromium.

const walletName = /Latchkey Dev Wallet/
const sizes = [
  { width: 1280, height: 720 },
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]

/** The box of `locator`, which must be laid out. */
async function box(locator: Locator) {
  const found = await locator.boundingBox()
  if (!found) throw new Error('not laid out')
  return found
}

/**
 * `control` is whole in the window, in the card, and in the part of the body that shows, once the
 * card has settled: a view whose content comes in parts (a chunk, a fetched message) grows the
 * card after its heading shows, so the boxes are read again until they hold or the time is up.
 */
async function expectInSight(page: Page, control: Locator, dialog: Locator) {
  const viewport = page.viewportSize()!
  await expect(async () => {
    const card = await box(dialog)
    const body = await box(dialog.locator('.lk-body'))
    const target = await box(control)
    // Inside the window, the card and the body's visible part: nothing clips it.
    expect(card.y).toBeGreaterThanOrEqual(0)
    expect(card.y + card.height).toBeLessThanOrEqual(viewport.height + 0.5)
    expect(target.y).toBeGreaterThanOrEqual(body.y - 0.5)
    expect(target.y + target.height).toBeLessThanOrEqual(body.y + body.height + 0.5)
    expect(target.y + target.height).toBeLessThanOrEqual(viewport.height)
  }).toPass({ timeout: 5_000 })
}

/** How many elements inside the dialog scroll (their content taller than their box, overflow on). */
function scrollRegions(dialog: Locator) {
  return dialog.evaluate((element) => {
    const all = [element, ...element.querySelectorAll('*')]
    return all.filter((node) => {
      const style = getComputedStyle(node)
      return /(auto|scroll)/.test(style.overflowY) && node.scrollHeight > node.clientHeight + 1
    }).length
  })
}

/**
 * Turns the wheel and waits until the page took the event and rendered a few frames after it:
 * long enough for a scroll it starts to show in scrollY (the same wait sees the page scroll
 * once the modal is closed).
 */
async function wheelAndSettle(page: Page, deltaY: number) {
  await page.evaluate(() => {
    const record = window as unknown as { wheels?: number }
    record.wheels = 0
    window.addEventListener('wheel', () => record.wheels!++, { capture: true, passive: true })
  })
  await page.mouse.wheel(0, deltaY)
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { wheels: number }).wheels))
    .toBeGreaterThan(0)
  await page.evaluate(async () => {
    for (let frame = 0; frame < 10; frame++)
      await new Promise((resolve) => requestAnimationFrame(resolve))
  })
}

async function connectBoth(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog').getByRole('button', { name: walletName }).click()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(page.getByTestId('solana-status')).toHaveText('connected')
}

test('Account fits 1280×720, 1280×800 and 390×844: the header stays, one scroll region, Disconnect in sight', async ({
  page,
  stack,
  installWallet,
  installSolanaWallet,
}) => {
  await installWallet()
  await installSolanaWallet()
  await page.goto(stack.demoUrl)
  await connectBoth(page)
  for (const size of sizes) {
    await page.setViewportSize(size)
    await page.getByRole('button', { name: /0x/ }).first().click()
    const dialog = page.getByRole('dialog')
    const disconnect = dialog.getByRole('button', { name: 'Disconnect' })
    await expect(disconnect).toBeVisible()
    await dialog.getByRole('tab', { name: 'Activity' }).click()
    await expect(dialog.getByRole('tabpanel')).toBeVisible()
    // Let the card settle at its height (it animates for 0.2 s).
    await expect.poll(() => dialog.evaluate((element) => element.getAnimations().length)).toBe(0)
    await expectInSight(page, disconnect, dialog)
    expect(await scrollRegions(dialog)).toBeLessThanOrEqual(1)
    // Scrolled to its end, the header is where it was.
    const header = await box(dialog.getByRole('heading', { name: 'Account' }))
    await dialog.locator('.lk-body').evaluate((element) => element.scrollTo(0, 1e6))
    expect((await box(dialog.getByRole('heading', { name: 'Account' }))).y).toBe(header.y)
    await expectInSight(page, disconnect, dialog)
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
  }
})

test("an email user's Sign out is in sight at 1280×720", async ({ page, stack }) => {
  await page.setViewportSize({ width: 1280, height: 720 })
  await login(page, stack, emailOf('fit'))
  await page.getByRole('button', { name: /0x/ }).first().click()
  const dialog = page.getByRole('dialog')
  const signOut = dialog.getByRole('button', { name: 'Sign out' })
  await expect(signOut).toBeVisible()
  await expect.poll(() => dialog.evaluate((element) => element.getAnimations().length)).toBe(0)
  await expectInSight(page, signOut, dialog)
  expect(await scrollRegions(dialog)).toBeLessThanOrEqual(1)
})

test('the page does not scroll behind the open modal, and scrolls again once it closes', async ({
  page,
  stack,
  installWallet,
}) => {
  await installWallet()
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.goto(stack.demoUrl)
  // A page taller than the window, as most are.
  await page.evaluate(() => {
    document.body.style.minHeight = '3000px'
  })
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('button', { name: walletName })).toBeVisible()
  const before = await page.evaluate(() => window.scrollY)
  // The wheel over the backdrop beside the card, then over the card: the page stays.
  for (const [x, y] of [
    [60, 400],
    [640, 300],
  ] as const) {
    await page.mouse.move(x, y)
    await wheelAndSettle(page, 600)
  }
  expect(await page.evaluate(() => window.scrollY)).toBe(before)
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await wheelAndSettle(page, 300)
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(before)
})

test('one Disconnect ends a wallet connected on EVM and Solana, and with sign-in required opens no sign-in', async ({
  page,
  stack,
  installWallet,
  installSolanaWallet,
}) => {
  await installWallet()
  await installSolanaWallet()
  await page.goto(stack.demoUrl)
  await connectBoth(page)
  await page.getByRole('button', { name: /0x/ }).first().click()
  await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  await expect(page.getByTestId('solana-status')).toHaveText('disconnected')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
})

test('with sign-in required: Disconnect opens no sign-in, and Cancel on the sign-in closes the modal', async ({
  page,
  stack,
  installWallet,
  installSolanaWallet,
}) => {
  await installWallet()
  await installSolanaWallet()
  await page.goto(`${stack.demoUrl}/?siwx=required`)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: walletName }).click()
  await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  // The card holds the whole view, its last control (Cancel) not cut by the card's edge.
  await expect.poll(() => dialog.evaluate((element) => element.getAnimations().length)).toBe(0)
  await expectInSight(page, dialog.getByRole('button', { name: 'Cancel' }), dialog)
  expect(await scrollRegions(dialog)).toBe(0)
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(page.getByTestId('siwx-status')).toHaveText('authenticated')
  await expect(dialog).toHaveCount(0)

  await page.getByRole('button', { name: /0x/ }).first().click()
  await dialog.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  await expect(page.getByTestId('solana-status')).toHaveText('disconnected')
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Sign In' })).toHaveCount(0)

  // Connected again, the sign-in's Cancel ends the visit: the modal closes, not back to Connect.
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog.getByRole('button', { name: walletName }).click()
  await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  await expect(page.getByTestId('solana-status')).toHaveText('disconnected')
})

test('declining a connection shows it in the view and logs no console warning', async ({
  page,
  stack,
  installWallet,
}) => {
  const logged: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') logged.push(message.text())
  })
  await installWallet()
  await page.goto(stack.demoUrl)
  await page.evaluate(() =>
    (
      window as unknown as { latchkeyDevWallet: { rejectNextRequest(): void } }
    ).latchkeyDevWallet.rejectNextRequest(),
  )
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: walletName }).click()
  await expect(dialog).toContainText('Connection declined')
  await expect(dialog).toContainText('The request was declined in the wallet.')
  await expect(dialog).not.toContainText('previous request')
  // Closed, and connected on the next try: nothing logged on the way either.
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog.getByRole('button', { name: walletName }).click()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  expect(logged.filter((text) => text.includes('[latchkey]'))).toEqual([])
})

test('All Wallets keeps its height while a search narrows it, and shows two-word names whole', async ({
  page,
  stack,
}) => {
  for (const size of sizes) {
    await page.setViewportSize(size)
    await page.goto(stack.demoUrl)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: /All Wallets/ }).click()
    const grid = dialog.getByRole('list', { name: 'All Wallets' })
    const search = dialog.getByRole('searchbox', { name: 'Search wallet' })
    await search.fill('wallet')
    const names = grid.locator('.lk-tile-name')
    await expect(names.filter({ hasText: 'Coinbase Wallet' })).toBeVisible()
    const settled = () =>
      expect.poll(() => dialog.evaluate((element) => element.getAnimations().length)).toBe(0)
    await settled()
    const height = (await box(dialog)).height
    // Each name shows whole: nothing cut at the end of its line or below its last line.
    for (const name of ['Coinbase Wallet', 'Bitget Wallet']) {
      const tile = names.filter({ hasText: name })
      if ((await tile.count()) === 0) continue
      const cut = await tile.evaluate(
        (element) =>
          element.scrollWidth > element.clientWidth + 1 ||
          element.scrollHeight > element.clientHeight + 1,
      )
      expect(cut, `${name} at ${size.width}×${size.height}`).toBe(false)
    }
    await search.fill('coinbase')
    await expect(names).toHaveText(['Coinbase Wallet'])
    await settled()
    expect((await box(dialog)).height).toBe(height)
    await search.fill('no such wallet')
    await expect(dialog.getByText('No wallet found')).toBeVisible()
    await settled()
    expect((await box(dialog)).height).toBe(height)
    expect(await scrollRegions(dialog)).toBeLessThanOrEqual(1)
  }
})

test('"What is a wallet?" has its own title and a back arrow in the header', async ({
  page,
  stack,
}) => {
  await page.goto(stack.demoUrl)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Get started' }).click()
  await expect(page.getByRole('dialog', { name: 'What is a wallet?' })).toBeVisible()
  // The card, taller on Connect, shrinks to the explainer: no blank band under its last control.
  await expect
    .poll(async () => {
      const card = await box(dialog)
      const last = await box(dialog.getByRole('button', { name: 'Back to wallets' }))
      return Math.round(card.y + card.height - (last.y + last.height))
    })
    .toBeLessThanOrEqual(24)
  const header = dialog.locator('.lk-header')
  await expect(header.getByRole('heading', { name: 'What is a wallet?' })).toBeVisible()
  await header.getByRole('button', { name: 'Back' }).click()
  await expect(header.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
  await expect(header.getByRole('button', { name: 'Back' })).toHaveCount(0)
  await expect(dialog.getByRole('button', { name: 'Get started' })).toBeVisible()
})

test('each network wears a mark of its own, Solana too', async ({
  page,
  stack,
  installWallet,
  installSolanaWallet,
}) => {
  await installWallet()
  await installSolanaWallet()
  await page.goto(stack.demoUrl)
  await connectBoth(page)
  await page.getByRole('button', { name: /0x/ }).first().click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: /^Network/ }).click()
  const list = dialog.getByRole('list', { name: 'Networks' })
  const names = [...stack.networks.map((network) => network.name), stack.solana.name]
  const marks: string[] = []
  for (const name of names) {
    const image = list.getByRole('button', { name, exact: true }).locator('.lk-image')
    // What the eye sees: the image drawn (its markup: a picture, or letters on a coloured disc).
    marks.push(await image.evaluate((element) => element.innerHTML))
  }
  expect(new Set(marks).size).toBe(names.length)
})

test('the email code shows six digit cells; pasting the whole code signs in; "or" divides email and wallets', async ({
  page,
  stack,
}) => {
  const email = emailOf('cells')
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.goto(`${stack.demoUrl}/?email=on`)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  const field = dialog.getByRole('textbox', { name: 'Email' })
  const divider = dialog.getByText('or', { exact: true })
  const wallets = dialog.getByRole('list', { name: 'Wallets' })
  await expect(wallets).toBeVisible()
  // The email row and the divider are a chunk of their own: the wallets move down when they come.
  await expect(divider).toBeVisible()
  // Measured once the card's opening animation is over: boxes read mid-animation sit apart.
  await expect
    .poll(() => dialog.evaluate((element) => element.getAnimations({ subtree: true }).length))
    .toBe(0)
  // The divider sits between the email row and the wallets.
  const [fieldBox, dividerBox, walletsBox] = await Promise.all([
    box(field),
    box(divider),
    box(wallets),
  ])
  expect(dividerBox.y).toBeGreaterThan(fieldBox.y + fieldBox.height)
  expect(walletsBox.y).toBeGreaterThan(dividerBox.y + dividerBox.height)
  await field.fill(email)
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  const code = dialog.getByRole('textbox', { name: 'Code' })
  await expect(code).toBeFocused()
  const cells = dialog.locator('.lk-otp-cell')
  await expect(cells).toHaveCount(6)
  // Six cells side by side, of one size, in one row.
  const boxes = await Promise.all((await cells.all()).map(box))
  for (const [index, cell] of boxes.entries()) {
    expect(cell.y).toBe(boxes[0]!.y)
    expect(cell.width).toBeCloseTo(boxes[0]!.width, 0)
    if (index > 0) expect(cell.x).toBeGreaterThan(boxes[index - 1]!.x + boxes[index - 1]!.width)
  }
  const digits = await readCode(stack.serverUrl, email)
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: stack.demoUrl,
  })
  await page.evaluate((text) => navigator.clipboard.writeText(`Your code: ${text}`), digits)
  await code.press('ControlOrMeta+V')
  await expect(cells).toHaveText(digits.split(''))
  await expect(page.getByTestId('account-status')).toHaveText('connected')
})

test("the wallet frame's approval screen has the widget's insets, pill buttons and a strong Approve in dark mode", async ({
  page,
  stack,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.setViewportSize({ width: 1280, height: 800 })
  await login(page, stack, emailOf('approval'))
  await page.getByRole('button', { name: 'Sign a message' }).click()
  const frame = walletFrame(page)
  await expect(frame.getByRole('heading', { name: 'Sign message' })).toBeVisible()
  const area = await box(page.getByRole('dialog').locator('.lk-approve-frame'))
  const details = await box(frame.locator('.approval-details'))
  const actions = await box(frame.locator('.approval-actions'))
  const approve = frame.getByRole('button', { name: 'Approve' })
  // No deeper inset than the widget's own content (the body's padding already insets the area).
  expect(details.x - area.x).toBeLessThanOrEqual(4)
  expect(area.x + area.width - (details.x + details.width)).toBeLessThanOrEqual(4)
  // No blank band above the buttons: the details reach down to them.
  expect(actions.y - (details.y + details.height)).toBeLessThanOrEqual(12.5)
  expect(area.y + area.height - (actions.y + actions.height)).toBeLessThanOrEqual(4)
  const style = await approve.evaluate((element) => {
    const computed = getComputedStyle(element)
    return {
      background: computed.backgroundColor,
      color: computed.color,
      radius: Number.parseFloat(computed.borderTopLeftRadius),
      height: element.getBoundingClientRect().height,
    }
  })
  // The widget's accent, white text: an Approve that reads as enabled; the widget's pill shape.
  expect(style.background).toBe('rgb(59, 91, 253)')
  expect(style.color).toBe('rgb(255, 255, 255)')
  expect(style.radius).toBeGreaterThanOrEqual(style.height / 2)
  await approve.click()
  await expect(page.getByTestId('modal-state')).toHaveText('closed')
})
