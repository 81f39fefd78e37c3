import { createRequire } from 'node:module'
import { devWalletInitScript } from '@latchkey/devchain'
import type { Locator, Page } from '@playwright/test'
import { findSeriousViolations } from './axe.js'
import { expect, switchDevWalletChain, test } from './fixtures.js'
import type { StackInfo } from './globalSetup.js'

// What a newcomer hit in the demo (issue 11), with the real injected dev wallet, the real dev
// chains and the stack's server: the widget's layout on phones, the modal's steadiness, the
// Connect view's wallet guide and All Wallets row, the Account view's contents and numbers, and
// the network button on a chain the dapp did not configure. Dev account 5 is this file's.

const walletName = /Latchkey Dev Wallet/
const accountIndex = 5
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

async function connect(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog').getByRole('button', { name: walletName }).click()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
}

type DemoFixtures = {
  page: Page
  stack: StackInfo
  installWallet(options?: { accountIndex?: number }): Promise<void>
}

/** Puts this file's dev wallet in the page and opens the demo (at `search`, e.g. '?legal=1'). */
async function startDemo({ page, stack, installWallet }: DemoFixtures, search = '') {
  await installWallet({ accountIndex })
  await page.goto(`${stack.demoUrl}${search}`)
}

/** Opens the demo and connects the dev wallet. */
async function startConnected(fixtures: DemoFixtures) {
  await startDemo(fixtures)
  await connect(fixtures.page)
}

/** Connects and opens the Account view with its tabs. */
async function openAccount(page: Page) {
  await connect(page)
  const dialog = page.getByRole('dialog')
  if (!(await dialog.isVisible())) await page.locator('[data-latchkey-button="connect"]').click()
  await expect(dialog.getByRole('tablist', { name: 'Tokens and activity' })).toBeVisible()
  return dialog
}

const box = async (locator: Locator) => {
  const rect = await locator.boundingBox()
  if (!rect) throw new Error('not laid out')
  return rect
}

/** The dialog's box once its height transition has run. */
async function settledBox(dialog: Locator) {
  await dialog.evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished.catch(() => {}))),
  )
  return box(dialog)
}

test.describe('phones', () => {
  for (const width of [320, 390])
    test(`at ${width} px nothing of the widget is wider than the screen, and the buttons are compact`, async ({
      browser,
      stack,
    }) => {
      const context = await browser.newContext({
        viewport: { width, height: 740 },
        isMobile: true,
        hasTouch: true,
      })
      const page = await context.newPage()
      const account = stack.accounts[accountIndex]!
      await page.addInitScript({
        content: devWalletInitScript({
          privateKey: account.privateKey,
          chains: stack.networks.map((network) => ({
            chainId: network.chainId,
            rpcUrl: network.rpcUrl,
            name: network.name,
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          })),
        }),
      })
      await page.goto(stack.demoUrl)
      await connect(page)
      const dialog = page.getByRole('dialog')
      if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Close' }).click()
      const connectButton = page.locator('[data-latchkey-button="connect"]')
      // Compact: the avatar and the address, no balance; the network button shows its icon.
      await expect(connectButton).toHaveText(/^0x[0-9a-fA-F]{4}…[0-9a-fA-F]{6}$/)
      await expect(page.locator('[data-latchkey-button="network"]')).toHaveAccessibleName(
        'Latchkey Devnet',
      )
      for (const button of [connectButton, page.locator('[data-latchkey-button="network"]')]) {
        const rect = await box(button)
        expect(rect.x + rect.width).toBeLessThanOrEqual(width)
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      )

      await connectButton.click()
      await expect(dialog.getByRole('tablist')).toBeVisible()
      await dialog.getByRole('tab', { name: 'Activity' }).click()
      await expect(dialog.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible()
      // Every element of the modal inside the screen, and the page not scrolling sideways.
      const widest = await page.evaluate(() =>
        Math.max(
          ...[...document.querySelectorAll('*')]
            .flatMap((element) => [...(element.shadowRoot?.querySelectorAll('*') ?? [])])
            .map((element) => element.getBoundingClientRect().right),
        ),
      )
      expect(widest).toBeLessThanOrEqual(width)
      const card = await box(dialog)
      expect(card.width).toBeLessThanOrEqual(width)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      )
      await context.close()
    })
})

test.describe('a steady modal', () => {
  test('the top edge stays put from view to view and tab to tab; the toast keeps clear of it', async ({
    page,
    stack,
    installWallet,
  }) => {
    // Tall enough that neither tab reaches the card's maximum height, so their heights differ.
    await page.setViewportSize({ width: 1280, height: 1000 })
    await installWallet({ accountIndex })
    await page.goto(stack.demoUrl)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    const top = (await settledBox(dialog)).y
    await dialog.getByRole('button', { name: /All Wallets/ }).click()
    await expect(dialog.getByRole('list', { name: 'All Wallets' })).toBeVisible()
    expect((await settledBox(dialog)).y).toBe(top)
    await dialog.getByRole('button', { name: 'Back', exact: true }).click()
    await dialog.getByRole('button', { name: walletName }).click()
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    if (!(await dialog.isVisible())) await page.locator('[data-latchkey-button="connect"]').click()
    await expect(dialog.getByRole('tablist')).toBeVisible()
    const tokens = await settledBox(dialog)
    expect(tokens.y).toBe(top)
    await dialog.getByRole('tab', { name: 'Activity' }).click()
    await expect(dialog.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible()
    const activity = await settledBox(dialog)
    expect(activity.y).toBe(top)
    expect(activity.height).not.toBe(tokens.height)

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await dialog.getByRole('button', { name: 'Copy address' }).click()
    const toast = page.getByRole('status').filter({ hasText: 'Address copied' })
    await expect(toast).toBeVisible()
    const toastBox = await settledBox(toast.locator('.lk-toast'))
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(top - 8)
  })

  test('while the card grows, what its edge has not reached is clipped: nothing scrolls to it, and a click there meets the backdrop', async ({
    page,
    stack,
    installWallet,
  }) => {
    // Tall enough that the Connect view's card can grow by 150 px before its maximum height, and
    // that the probe below the card's held edge is still inside the window (a point outside it
    // hits nothing at all).
    await page.setViewportSize({ width: 1280, height: 1100 })
    await startDemo({ page, stack, installWallet })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    const start = await settledBox(dialog)
    // The view grows by 150 px with a button at its bottom, as a taller view would. The card's
    // height transition is held at its start; the button, below the card's edge if the card
    // can grow, is asked to scroll into view, and the point at its centre is hit-tested.
    const grow = () =>
      dialog.evaluate(async (card) => {
        const filler = document.createElement('div')
        filler.dataset.filler = ''
        filler.style.cssText = 'height: 150px; display: flex; align-items: flex-end'
        const probe = document.createElement('button')
        probe.textContent = 'Probe'
        filler.append(probe)
        // Into the view, under the fixed header, in the body: the card's one scroll region.
        card.querySelector('.lk-view')?.append(filler)
        const body = card.querySelector<HTMLElement>('.lk-body')!
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
        for (const animation of card.getAnimations())
          if ((animation as CSSTransition).transitionProperty === 'height') {
            animation.pause()
            animation.currentTime = 0
          }
        probe.scrollIntoView({ block: 'nearest' })
        const rect = probe.getBoundingClientRect()
        const root = card.getRootNode() as ShadowRoot
        const hit = root.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2)
        return {
          // Where the probe is: under the card's held edge ('below') or inside the card.
          probe:
            rect.bottom > window.innerHeight
              ? 'outside the window'
              : rect.top >= card.getBoundingClientRect().bottom
                ? 'below'
                : 'inside',
          growing: card.hasAttribute('data-growing'),
          overflow: getComputedStyle(body).overflowY,
          scrolled: body.scrollTop > 0,
          hit: hit === probe ? 'the button' : hit?.className,
        }
      })
    const letGo = () =>
      dialog.evaluate((card) => {
        for (const animation of card.getAnimations()) animation.finish()
        card.querySelector('[data-filler]')?.remove()
      })
    expect(await grow()).toEqual({
      probe: 'below',
      growing: true,
      overflow: 'clip',
      scrolled: false,
      hit: 'lk-overlay',
    })
    // Let go, the growth ends, and the card scrolls again; its top edge never moved.
    await dialog.evaluate((card) => {
      for (const animation of card.getAnimations()) animation.finish()
    })
    await expect
      .poll(() =>
        dialog.evaluate((card) => [
          card.hasAttribute('data-growing'),
          getComputedStyle(card.querySelector('.lk-body')!).overflowY,
        ]),
      )
      .toEqual([false, 'auto'])
    const grown = await settledBox(dialog)
    expect(grown.y).toBe(start.y)
    expect(grown.height).toBeGreaterThan(start.height)
    await letGo()

    // In a lower window the card is at its maximum height already: growing content is not
    // clipped there, the card only scrolls to it.
    await page.setViewportSize({ width: 1280, height: 560 })
    await expect
      .poll(() =>
        dialog.evaluate((card) => {
          const body = card.querySelector('.lk-body')!
          return body.scrollHeight > body.clientHeight + 1
        }),
      )
      .toBe(true)
    await settledBox(dialog)
    await expect
      .poll(() => dialog.evaluate((card) => card.hasAttribute('data-growing')))
      .toBe(false)
    expect(await grow()).toEqual({
      probe: 'inside',
      growing: false,
      overflow: 'auto',
      scrolled: true,
      hit: 'the button',
    })
    await letGo()
  })

  test('All Wallets opens at its final height while its wallets load', async ({
    page,
    stack,
    installWallet,
  }) => {
    await installWallet({ accountIndex })
    // The registry's pages answer late, so the view shows its placeholder first.
    await page.route('**/getWallets*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800))
      await route.continue()
    })
    await page.goto(stack.demoUrl)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: /All Wallets/ }).click()
    await expect(dialog.getByRole('img', { name: 'Loading wallets' })).toBeVisible()
    const loading = await settledBox(dialog)
    await expect(
      dialog.getByRole('list', { name: 'All Wallets' }).getByRole('button').first(),
    ).toBeVisible()
    const loaded = await settledBox(dialog)
    expect(Math.abs(loaded.height - loading.height)).toBeLessThanOrEqual(8)
    // Each tile holds its icon, its whole name and its 'Installed' tag, none over another.
    const tiles = dialog.getByRole('list', { name: 'All Wallets' }).locator('.lk-tile')
    await expect(tiles.filter({ hasText: 'Installed' })).toHaveCount(1)
    const crowded = await tiles.evaluateAll((elements) =>
      elements
        .filter((tile) => {
          const parts = [...tile.children] as HTMLElement[]
          const bottom = tile.getBoundingClientRect().bottom
          return parts.some((part, index) => {
            const rect = part.getBoundingClientRect()
            const next = parts[index + 1]?.getBoundingClientRect()
            return (
              rect.bottom > bottom + 0.5 ||
              part.scrollHeight > part.clientHeight + 0.5 ||
              (next !== undefined && rect.bottom > next.top + 0.5)
            )
          })
        })
        .map((tile) => tile.textContent),
    )
    expect(crowded).toEqual([])
  })

  test('the balance arriving moves nothing under it', async ({ page, stack, installWallet }) => {
    await installWallet({ accountIndex })
    // The chain's balance answers late, so the Account view opens before it.
    await page.route(stack.networks[0]!.rpcUrl, async (route) => {
      if (route.request().postData()?.includes('eth_getBalance'))
        await new Promise((resolve) => setTimeout(resolve, 2500))
      await route.continue()
    })
    await page.goto(stack.demoUrl)
    await connect(page)
    const dialog = page.getByRole('dialog')
    if (!(await dialog.isVisible())) await page.locator('[data-latchkey-button="connect"]').click()
    const loading = dialog.getByRole('img', { name: 'Loading balance' })
    await expect(loading).toBeVisible()
    const tabs = dialog.getByRole('tablist')
    await expect(tabs).toBeVisible()
    const before = (await box(tabs)).y
    await expect(loading).toBeHidden({ timeout: 15_000 })
    await expect(dialog.locator('.lk-native-balance')).toHaveText('10,000 ETH')
    expect((await box(tabs)).y).toBeCloseTo(before, 0)
  })

  test('while the modal opens, its text keeps its contrast (axe at each step of the animation)', async ({
    page,
    stack,
    installWallet,
  }) => {
    await startConnected({ page, stack, installWallet })
    const dialog = page.getByRole('dialog')
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Close' }).click()
    await page.addScriptTag({ path: axePath })
    await page.locator('[data-latchkey-button="connect"]').click()
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
    for (const progress of [0.05, 0.2, 0.5]) {
      const failures = await page.evaluate(async (at) => {
        const roots = [...document.querySelectorAll('*')]
          .map((element) => element.shadowRoot)
          .filter((root): root is ShadowRoot => root !== null)
        // The opening animations, held at one moment: what a check right after opening sees.
        for (const animation of roots.flatMap((root) => root.getAnimations())) {
          const duration = Number(animation.effect?.getTiming().duration ?? 0)
          if (animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY) continue
          animation.pause()
          animation.currentTime = duration * at
        }
        const axe = (
          window as unknown as {
            axe: {
              run(
                context: Document,
                options: object,
              ): Promise<{
                violations: Array<{ nodes: Array<{ target: unknown; failureSummary?: string }> }>
              }>
            }
          }
        ).axe
        const result = await axe.run(document, { runOnly: ['color-contrast'] })
        return result.violations.flatMap((violation) =>
          violation.nodes.map(
            (node) => `${JSON.stringify(node.target)} ${node.failureSummary ?? ''}`,
          ),
        )
      }, progress)
      expect(failures).toEqual([])
    }
  })
})

test.describe('Connect', () => {
  test('All Wallets shows the first four wallets’ icons, 2×2', async ({
    page,
    stack,
    installWallet,
  }) => {
    await startDemo({ page, stack, installWallet })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const icons = page
      .getByRole('dialog')
      .getByRole('button', { name: /All Wallets/ })
      .locator('.lk-all-wallets-icon img')
    await expect(icons).toHaveCount(4)
    for (const icon of await icons.all()) await expect(icon).toHaveJSProperty('complete', true)
    const boxes = await Promise.all((await icons.all()).map(box))
    // Two columns and two rows.
    expect(new Set(boxes.map((rect) => Math.round(rect.x))).size).toBe(2)
    expect(new Set(boxes.map((rect) => Math.round(rect.y))).size).toBe(2)
  })

  test('"Get started" explains what a wallet is and leads to one; the legal hint says why wallets are grey', async ({
    page,
    stack,
    installWallet,
  }) => {
    await installWallet({ accountIndex })
    await page.goto(`${stack.demoUrl}?legal=1`)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('button', { name: walletName })).toBeDisabled()
    await expect(dialog).toContainText(
      'The wallets are greyed out until you agree to the terms above.',
    )
    await dialog.getByRole('button', { name: 'Get started' }).click()
    const explainer = dialog.getByRole('region', { name: 'What is a wallet?' })
    await expect(explainer).toBeVisible()
    expect(await findSeriousViolations(page)).toEqual([])
    await explainer.getByRole('button', { name: 'Get a wallet' }).click()
    await expect(dialog.getByRole('heading', { name: 'All Wallets' })).toBeVisible()
  })

  test('All Wallets’ tiles line up, tagged or not', async ({ page, stack, installWallet }) => {
    await startDemo({ page, stack, installWallet })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: /All Wallets/ }).click()
    const tiles = dialog.getByRole('list', { name: 'All Wallets' }).getByRole('button')
    await expect(tiles.nth(1)).toBeVisible()
    await expect(tiles.nth(0)).toContainText('Installed')
    const [tagged, plain] = await Promise.all(
      [0, 1].map((index) => box(tiles.nth(index).locator('.lk-image'))),
    )
    expect(tagged!.y).toBe(plain!.y)
  })
})

test.describe('Account', () => {
  test('total value, wallet, only the built features’ buttons, numbers for the page’s locale', async ({
    page,
    stack,
    installWallet,
  }) => {
    await startDemo({ page, stack, installWallet })
    // A German page: its numbers follow German rules, whatever the language of the strings.
    await page.evaluate(() => {
      document.documentElement.lang = 'de-DE'
    })
    const dialog = await openAccount(page)
    await expect(dialog).toContainText('Connected with Latchkey Dev Wallet')
    // Grouping and no trailing zeros, in German: 10.000 ETH; the total in dollars, German style.
    await expect(dialog.locator('.lk-native-balance')).toHaveText('10.000 ETH')
    await expect(dialog.locator('.lk-total')).toHaveText(/^Total balance [\d.]+,\d\d\s\$$/)
    await expect(page.locator('[data-latchkey-button="connect"]')).toContainText('10.000 ETH')
    // Every wallet feature is built and on: one button each, in the spec's order.
    const features = dialog.getByRole('button', { name: /^(Buy|Swap|Receive|Send)$/ })
    await expect(features).toHaveText(['Buy', 'Swap', 'Receive', 'Send'])
    expect(await findSeriousViolations(page)).toEqual([])
  })

  test('UnsupportedChain’s Disconnect row lines up with the networks; the network button warns', async ({
    page,
    stack,
    installWallet,
  }) => {
    await startConnected({ page, stack, installWallet })
    await switchDevWalletChain(page, 999, stack.networks[0]!.rpcUrl)
    const dialog = page.getByRole('dialog')
    const network = dialog.getByRole('button', { name: /Latchkey Devnet 2/ })
    const disconnect = dialog.getByRole('button', { name: 'Disconnect' })
    await expect(disconnect).toBeVisible()
    const [networkIcon, disconnectIcon] = await Promise.all(
      [network, disconnect].map((row) => box(row.locator('.lk-image'))),
    )
    expect(disconnectIcon!.width).toBe(networkIcon!.width)
    const [networkName, disconnectName] = await Promise.all(
      [network, disconnect].map((row) => box(row.locator('.lk-item-name'))),
    )
    expect(disconnectName!.x).toBe(networkName!.x)

    await dialog.getByRole('button', { name: 'Close' }).click()
    const button = page.locator('[data-latchkey-button="network"]')
    await expect(button).toHaveText('Wrong network')
    await expect(button).toHaveAttribute('data-warning', '')
    expect(await button.evaluate((element) => getComputedStyle(element).color)).toBe(
      'rgb(180, 35, 24)',
    )
    expect(await findSeriousViolations(page)).toEqual([])
  })

  test('required sign-in: the title keeps the header’s height', async ({
    page,
    stack,
    installWallet,
  }) => {
    await startDemo({ page, stack, installWallet }, '?siwx=required')
    await connect(page).catch(() => {})
    const dialog = page.getByRole('dialog')
    const title = dialog.getByRole('heading', { name: 'Sign In' })
    await expect(title).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0)
    // Centred in a 36 px row under 12 px of padding, as in every view with a close button. The
    // card resizes to the new view a frame after it renders, so the measure is taken until the
    // card has settled.
    await expect
      .poll(async () => {
        const card = await settledBox(dialog)
        const heading = await box(title)
        return heading.y - card.y + heading.height / 2
      })
      .toBeCloseTo(1 + 12 + 18, 0)
  })
})
