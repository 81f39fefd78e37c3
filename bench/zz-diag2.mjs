import { chromium } from '@playwright/test'
import { mkdtemp, readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join, normalize, extname } from 'node:path'
import * as aw from './allWallets.mjs'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] })
const { importWallets, loadConfig, loadWalletCatalog, startServer } = await import('@latchkey/server')
const dataDir = await mkdtemp(join(tmpdir(), 'diag-'))
const server = await startServer({ config: loadConfig({ LATCHKEY_PORT: '0', LATCHKEY_DATA_DIR: dataDir, LOG_LEVEL: 'warn' }) })
const catalog = await loadWalletCatalog(aw.createBenchCatalog(), { source: 'x', baseDirectory: dataDir })
await importWallets(server.database, catalog, { mode: 'replace' })
const outDir = '/work/main/.latchkey/bench/allWallets'
const html = (await readFile(join(outDir, 'index.html'), 'utf8')).replace('<!--bench-config-->', `<script>window.__BENCH__=${JSON.stringify({ rpcUrl: 'http://127.0.0.1:8545', registryUrl: server.url })}</script>`)
const ps = createServer(async (req, res) => { const path = new URL(req.url, 'http://x').pathname; const file = normalize(join(outDir, path === '/' ? 'index.html' : path)); try { const body = path === '/' ? Buffer.from(html) : await readFile(file); res.writeHead(200, { 'content-type': { '.js': 'text/javascript', '.html': 'text/html' }[extname(file)] ?? 'application/octet-stream' }).end(body) } catch { res.writeHead(404).end() } })
await new Promise((d) => ps.listen(0, '127.0.0.1', d))
const page = await browser.newPage()
await page.goto(`http://127.0.0.1:${ps.address().port}/`, { waitUntil: 'networkidle' })
await page.getByRole('button', { name: 'Connect Wallet' }).click()
const entry = page.getByRole('button', { name: /All Wallets/ })
await entry.hover(); await page.waitForTimeout(300)
await page.evaluate(() => { window.__c = 0; document.addEventListener('click', (e) => { window.__c = performance.now() }, true) })
await entry.click()
await page.waitForTimeout(1500)
const entries = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.startTime > window.__c - 5).map((e) => [new URL(e.name).pathname.slice(0, 30), Math.round(e.startTime - window.__c), Math.round(e.responseEnd - window.__c)]))
console.log(entries.slice(0, 30))
const longtasks = await page.evaluate(() => performance.getEntriesByType('longtask')?.length)
console.log('longtasks', longtasks)
await browser.close(); ps.close(); await server.close()
