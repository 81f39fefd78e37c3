// The Next.js example (apps/next): server rendering with the connection kept in a cookie. After a
// connection, a reload's server HTML already holds the connected button, and hydration is clean.
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { expect, test } from './fixtures.js'
import type { StackInfo } from './globalSetup.js'

type NextApp = { url: string; stop(): Promise<void> }
async function startNextApp(options: { stack: StackInfo }): Promise<NextApp> {
  // @ts-expect-error -- plain ESM script without types; the same `npm start` runs.
  const script = (await import('../scripts/nextApp.mjs')) as {
    startNextApp(options: { stack: StackInfo }): Promise<NextApp>
  }
  return script.startNextApp(options)
}

let nextApp: NextApp | undefined

test.afterAll(async () => {
  await nextApp?.stop()
})

test.describe('Next.js example', () => {
  test('behavior: a connected session is server-rendered on reload, with no hydration warning', async ({
    page,
    stack,
    installWallet,
  }) => {
    test.setTimeout(120_000)
    nextApp ??= await startNextApp({ stack })
    const messages: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text())
    })
    page.on('pageerror', (error) => messages.push(String(error)))
    await installWallet()
    await page.goto(nextApp.url)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Latchkey Dev Wallet' }).click()
    const address = stack.accounts[0]!.address
    const short = `${address.slice(0, 6)}…${address.slice(-6)}`
    await expect(page.getByRole('button', { name: new RegExp(short) })).toBeVisible()

    // The server's HTML for this session's cookies: the connected button, no 'Connect Wallet'.
    const cookie = (await page.context().cookies(nextApp.url))
      .map(({ name, value }) => `${name}=${value}`)
      .join('; ')
    expect(cookie).toContain('latchkey.connectedAccounts')
    const html = await (await fetch(nextApp.url, { headers: { cookie } })).text()
    expect(html).toContain(short)
    expect(html).not.toContain('Connect Wallet')
    // With its look (a chunk the server loaded with the module): the avatar is drawn in the HTML.
    expect(html).toMatch(
      /data-latchkey-button="connect"[^>]*>(?:(?!<\/button>).)*<svg aria-hidden="true"/s,
    )

    // The reload's first paint is that HTML; React hydrates it without a mismatch.
    messages.length = 0
    await page.reload()
    await expect(page.getByRole('button', { name: new RegExp(short) })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(0)
    await page.waitForFunction(() => document.readyState === 'complete')
    // The wallet answered the restore: the balance joins the address in the same button.
    await expect(page.getByRole('button', { name: /ETH/ }).first()).toBeVisible()
    expect(messages.filter((text) => /hydrat|did not match|mismatch/i.test(text))).toEqual([])
  })

  test('behavior: a visitor without a wallet extension is offered WalletConnect and the wallet page', async ({
    page,
    stack,
  }) => {
    nextApp ??= await startNextApp({ stack })
    await page.goto(nextApp.url)
    await expect(page.getByRole('link', { name: stack.walletConnectWalletUrl })).toBeVisible()
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('button', { name: /WalletConnect/ }).first()).toBeVisible()
    await expect(dialog).not.toContainText('No wallet found')
  })

  test('behavior: the connected button keeps its width when the balance arrives', async ({
    page,
    stack,
    installWallet,
  }) => {
    nextApp ??= await startNextApp({ stack })
    await installWallet()
    // The balance is read with eth_getBalance: held until the button has been measured without it.
    let release = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    const network = stack.networks[0]!
    const node = new URL(network.rpcUrl).origin
    await page.route(
      (url) => url.origin === node,
      async (route) => {
        if ((route.request().postData() ?? '').includes('eth_getBalance')) await released
        await route.fallback()
      },
    )
    await page.goto(nextApp.url)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Latchkey Dev Wallet' }).click()
    const address = stack.accounts[0]!.address
    const button = page.getByRole('button', { name: new RegExp(address.slice(0, 6)) })
    await expect(button).toBeVisible()
    await expect(button).not.toContainText('ETH')
    const before = (await button.boundingBox())!.width
    release()
    await expect(button).toContainText('ETH')
    expect(Math.abs((await button.boundingBox())!.width - before)).toBeLessThanOrEqual(1)
  })

  test('default: without a connection the server renders Connect Wallet', async ({ stack }) => {
    nextApp ??= await startNextApp({ stack })
    const html = await (await fetch(nextApp.url)).text()
    expect(html).toContain('Connect Wallet')
  })
})

test.describe('Next.js telemetry', () => {
  const root = join(import.meta.dirname, '..')
  const run = promisify(execFile)
  // Next says what it would do: `next telemetry status` reads the same switches `next build` does.
  const optedOut = /opted-out of Next\.js' anonymous telemetry/

  test('behavior: every apps/next script that runs next runs it with telemetry off', async () => {
    const { scripts } = JSON.parse(
      await readFile(join(root, 'apps/next/package.json'), 'utf8'),
    ) as { scripts: Record<string, string> }
    const nextScripts = Object.entries(scripts).filter(([, line]) => /\bnext \w/.test(line))
    expect(nextScripts.map(([name]) => name).sort()).toEqual(['build', 'dev', 'start'])
    const { NEXT_TELEMETRY_DISABLED: _inherited, ...inherited } = process.env
    const env = { ...inherited, PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH}` }
    for (const [, line] of nextScripts) {
      // The script as npm runs it (sh), its next command asked for the telemetry status instead.
      const status = line.replace(/\bnext \w+.*$/, 'next telemetry status')
      // Run outside the tree: next keeps a cache folder where it runs.
      const cwd = await mkdtemp(join(tmpdir(), 'latchkey-next-telemetry-'))
      try {
        const { stdout } = await run('sh', ['-c', status], { cwd, env })
        expect(stdout).toMatch(optedOut)
      } finally {
        await rm(cwd, { recursive: true, force: true })
      }
    }
  })

  test('behavior: the commands the stack scripts spawn (npm run build among them) have it off', async () => {
    // @ts-expect-error -- plain ESM script without types; the same `npm start` and `npm test` run.
    const setup = (await import('../scripts/setup.mjs')) as {
      run(command: string, args: string[]): Promise<number>
    }
    const saved = process.env.NEXT_TELEMETRY_DISABLED
    delete process.env.NEXT_TELEMETRY_DISABLED
    try {
      const check = "process.exit(process.env.NEXT_TELEMETRY_DISABLED === '1' ? 0 : 7)"
      expect(await setup.run(process.execPath, ['-e', check])).toBe(0)
    } finally {
      if (saved !== undefined) process.env.NEXT_TELEMETRY_DISABLED = saved
    }
  })
})
