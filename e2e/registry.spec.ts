import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { addProject, loadConfig, startServer } from '@latchkey/server'
import type { Locator, Page } from '@playwright/test'
import { findSeriousViolations } from './axe.js'
import { expect, test } from './fixtures.js'
import type { StackInfo } from './globalSetup.js'

// The wallet list against the stack's real server and its seeded catalog (the demo uses it as
// its registry; its address sets the wallet list's options), with the real injected dev wallet.

const devWallet = /Latchkey Dev Wallet/

/** Opens the demo with `query`, then the modal; returns the dialog. */
async function openConnect(page: Page, demoUrl: string, query = '') {
  await page.goto(`${demoUrl}${query}`)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  return dialog
}

/** The Connect view's entries, by their names. */
async function entryNames(dialog: Locator) {
  return dialog.getByRole('list', { name: 'Wallets' }).locator('.lk-item-name').allTextContents()
}

/** How many wallets of the catalog support the dev chains (what All Wallets lists from it). */
async function catalogCount(stack: StackInfo, query = '') {
  // The demo's networks: both dev chains, the Solana dev chain and the Polkadot and Bitcoin ledgers.
  const chains = [
    'eip155:31337',
    'eip155:31338',
    stack.solana.caipNetworkId,
    stack.polkadot.caipNetworkId,
    stack.bitcoin.caipNetworkId,
  ].join(',')
  const response = await fetch(`${stack.serverUrl}/getWallets?chains=${chains}&entries=1${query}`)
  return ((await response.json()) as { count: number }).count
}

test.describe('the Connect view', () => {
  test('featured, custom and recommended wallets as configured, then All Wallets with the count', async ({
    page,
    stack,
    installWallet,
  }) => {
    await installWallet()
    const dialog = await openConnect(page, stack.demoUrl, '?featured=zerion,rainbow&custom=1')
    const count = (await catalogCount(stack)) + 1
    await expect(dialog.getByRole('button', { name: /All Wallets/ })).toContainText(
      `${count} wallets`,
    )
    const names = await entryNames(dialog)
    const start = names.indexOf('Latchkey Dev Wallet')
    expect(names.slice(start)).toEqual([
      'Latchkey Dev Wallet',
      // Featured, in the configured order.
      'Zerion',
      'Rainbow',
      // Custom.
      'Acme Wallet',
      // Four recommended, in catalog order, none featured.
      'MetaMask',
      'Coinbase Wallet',
      'Trust Wallet',
      'Phantom',
      'All Wallets',
    ])
    // Registry icons are the server's SVGs, loaded once through the widget's loader.
    await expect(dialog.getByRole('button', { name: 'Zerion' }).locator('img')).toHaveAttribute(
      'src',
      /^data:image\/svg\+xml,/,
    )
    await expect(dialog.getByText('Haven’t got a wallet?')).toBeVisible()
    expect(await findSeriousViolations(page)).toEqual([])
  })

  test('include and exclude: only the included registry wallets; an excluded one is hidden, installed too', async ({
    page,
    stack,
    installWallet,
  }) => {
    await installWallet({ info: { rdns: 'io.metamask', name: 'MetaMask' } })
    const dialog = await openConnect(
      page,
      stack.demoUrl,
      '?include=rabby,frame,zerion,metamask&exclude=metamask',
    )
    await expect(dialog.getByRole('button', { name: /All Wallets/ })).toContainText('3 wallets')
    const names = await entryNames(dialog)
    expect(names).not.toContain('MetaMask')
    expect(names.slice(names.indexOf('Rabby'))).toEqual(['Rabby', 'Frame', 'Zerion', 'All Wallets'])
    await dialog.getByRole('button', { name: /All Wallets/ }).click()
    const grid = dialog.getByRole('list', { name: 'All Wallets' })
    await expect(grid.locator('.lk-tile-name')).toHaveText(['Rabby', 'Frame', 'Zerion'])
  })

  test('a custom wallet shows; installed under its rdns, it connects through the injected wallet', async ({
    page,
    stack,
    installWallet,
  }) => {
    let dialog = await openConnect(page, stack.demoUrl, '?custom=1')
    // Not installed: it pairs through WalletConnect, and offers its links.
    await dialog.getByRole('button', { name: 'Acme Wallet' }).click()
    await expect(dialog.getByRole('heading', { name: 'Acme Wallet' })).toBeVisible()
    await dialog.getByRole('button', { name: 'Get it' }).click()
    await expect(dialog.getByRole('link', { name: /Open web app/ })).toHaveAttribute(
      'href',
      'https://app.acme.example/',
    )
    expect(await findSeriousViolations(page)).toEqual([])

    await installWallet({ info: { rdns: 'com.acme.wallet', name: 'Acme Wallet' } })
    dialog = await openConnect(page, stack.demoUrl, '?custom=1')
    const acme = dialog.getByRole('button', { name: 'Acme Wallet' })
    await expect(acme).toHaveCount(1)
    await expect(acme).toContainText('Installed')
    await acme.click()
    await expect(page.getByTestId('account-status')).toHaveText('connected')
  })

  test('the legal checkbox blocks connecting until it is ticked', async ({
    page,
    stack,
    installWallet,
  }) => {
    await installWallet()
    const dialog = await openConnect(page, stack.demoUrl, '?legal=1')
    const wallet = dialog.getByRole('button', { name: devWallet })
    await expect(wallet).toBeDisabled()
    await wallet.click({ force: true })
    await expect(page.getByTestId('account-status')).toHaveText('disconnected')
    expect(await findSeriousViolations(page)).toEqual([])
    await dialog
      .getByRole('checkbox', { name: 'I agree to the Terms of Service and the Privacy Policy' })
      .check()
    await expect(wallet).toBeEnabled()
    await wallet.click()
    await expect(page.getByTestId('account-status')).toHaveText('connected')
  })

  test('an origin the project does not allow shows the configuration alert', async ({
    page,
    stack,
    installWallet,
  }) => {
    // A server of its own with one project, allowing another origin than the demo's.
    const dataDir = await mkdtemp(join(tmpdir(), 'latchkey-e2e-project-'))
    const server = await startServer({
      config: loadConfig({ LATCHKEY_PORT: '0', LATCHKEY_DATA_DIR: dataDir, LOG_LEVEL: 'warn' }),
    })
    try {
      await addProject(server.database, { id: 'lk-e2e', origins: ['https://allowed.example'] })
      server.server.projectAccess.invalidate()
      await installWallet()
      const dialog = await openConnect(
        page,
        stack.demoUrl,
        `?registry=${encodeURIComponent(server.url)}&projectId=lk-e2e`,
      )
      const message = 'Invalid app configuration: origin not allowed'
      // Both at once: the toast closes itself after a while, and waiting for the alert first
      // could outlast it on a busy machine.
      await Promise.all([
        expect(dialog.getByRole('alert')).toHaveText(message),
        expect(page.getByRole('status').filter({ hasText: message })).toBeVisible(),
      ])
      await expect(dialog.getByRole('button', { name: /All Wallets/ })).toHaveCount(0)
      expect(await findSeriousViolations(page)).toEqual([])
      // The wallets in the page need no registry: they still connect.
      await dialog.getByRole('button', { name: devWallet }).click()
      await expect(page.getByTestId('account-status')).toHaveText('connected')
    } finally {
      await server.close()
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})

test.describe('All Wallets', () => {
  test('search finds a wallet by part of its name', async ({ page, stack }) => {
    const dialog = await openConnect(page, stack.demoUrl)
    await dialog.getByRole('button', { name: /All Wallets/ }).click()
    const grid = dialog.getByRole('list', { name: 'All Wallets' })
    await expect(grid.locator('.lk-tile').first()).toBeVisible()
    await dialog.getByRole('searchbox', { name: 'Search wallet' }).fill('abb')
    await expect(grid.locator('.lk-tile-name')).toHaveText(['Rabby'])
    await dialog.getByRole('searchbox', { name: 'Search wallet' }).fill('no such wallet')
    await expect(dialog.getByText('No wallet found')).toBeVisible()
    expect(await findSeriousViolations(page)).toEqual([])
  })

  test('scrolling loads page 2', async ({ page, stack }) => {
    const pages: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname === '/getWallets' && url.searchParams.has('page'))
        pages.push(url.searchParams.get('page') ?? '')
    })
    const dialog = await openConnect(page, stack.demoUrl)
    await dialog.getByRole('button', { name: /All Wallets/ }).click()
    const grid = dialog.getByRole('list', { name: 'All Wallets' })
    await expect(grid.locator('.lk-tile').first()).toBeVisible()
    expect(pages).toEqual(['1'])
    // The catalog's last wallet is on page 2.
    await expect(grid.getByRole('button', { name: 'Frontier' })).toHaveCount(0)
    const scroller = dialog.locator('.lk-grid-scroller')
    await expect(async () => {
      await scroller.evaluate((element) => element.scrollTo(0, element.scrollHeight))
      await expect(grid.getByRole('button', { name: 'Frontier' })).toBeVisible({ timeout: 500 })
    }).toPass()
    expect(pages).toEqual(['1', '2'])
    const total = await catalogCount(stack)
    await expect(grid.locator('li').last()).toHaveAttribute('aria-setsize', String(total))
  })

  test('a registry wallet installed in the page is marked installed, first, and connects through it', async ({
    page,
    stack,
    installWallet,
  }) => {
    await installWallet({ info: { rdns: 'io.metamask', name: 'MetaMask' } })
    const dialog = await openConnect(page, stack.demoUrl)
    // Once in the Connect view: installed, not again among the recommended.
    await expect(dialog.getByRole('button', { name: 'MetaMask' })).toHaveCount(1)
    await expect(dialog.getByRole('button', { name: 'MetaMask' })).toContainText('Installed')
    await dialog.getByRole('button', { name: /All Wallets/ }).click()
    const grid = dialog.getByRole('list', { name: 'All Wallets' })
    await expect(grid.locator('.lk-tile').first()).toContainText('MetaMask')
    await expect(grid.locator('.lk-tile').first()).toContainText('Installed')
    await dialog.getByRole('searchbox', { name: 'Search wallet' }).fill('meta')
    const result = grid.getByRole('button', { name: 'MetaMask' })
    await expect(result).toContainText('Installed')
    await result.click()
    await expect(page.getByTestId('account-status')).toHaveText('connected')
  })
})
