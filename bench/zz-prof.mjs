import { chromium } from '@playwright/test'
import { mkdtemp, readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join, normalize, extname } from 'node:path'
import * as aw from './allWallets.mjs'
const react = (await import('@vitejs/plugin-react')).default
const { build, defaultClientConditions } = await import('vite')
await build({ root: '/work/main/bench/allWallets', logLevel: 'warn', plugins: [react()], resolve: { conditions: ['source', ...defaultClientConditions] }, build: { outDir: '/work/main/.latchkey/bench/allWallets', emptyOutDir: true, target: 'es2022' } })
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
await page.getByRole('button', { name: /All Wallets/ }).click()
await page.waitForTimeout(800)
const STEP = Number(process.env.STEP ?? 240)
const out = await page.evaluate((STEP) => new Promise((resolve) => {
  const loafs = []
  new PerformanceObserver((list) => { for (const e of list.getEntries()) loafs.push({ t: Math.round(e.startTime), d: Math.round(e.duration), render: Math.round(e.renderStart ? e.startTime + e.duration - e.renderStart : 0), scripts: e.scripts.map((x) => `${x.invoker}:${Math.round(x.duration)}`).join(' ') }) }).observe({ type: 'long-animation-frame', buffered: false })
  const root = document.querySelector('[data-latchkey]').shadowRoot
  const scroller = root.querySelector('.lk-grid-scroller')
  const frames = []; let last = performance.now(); const start = last
  const step = (now) => { frames.push([Math.round(now), now - last, root.querySelector('.lk-grid-loading') ? 'L' : '']); last = now; const atEnd = scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1; const n = Number(root.querySelector('.lk-grid')?.lastElementChild?.getAttribute('aria-posinset') ?? 0); if ((atEnd && n >= 5000) || now - start > 60000) return setTimeout(() => resolve({ frames, loafs }), 100); scroller.scrollTop += STEP; requestAnimationFrame(step) }
  requestAnimationFrame(step)
}), STEP)
const f = out.frames.map((x) => x[1])
console.log('frames', f.length, 'max', Math.max(...f).toFixed(0), 'over50', f.filter((x) => x > 50).length, 'over33', f.filter((x) => x > 33).length)
console.log(out.frames.filter((x) => x[1] > 50).map((x) => `${x[0]}:${Math.round(x[1])}${x[2]}`).join(' '))
console.log(out.loafs.filter((l) => l.d > 50).map((l) => JSON.stringify(l)).join('\n'))
await browser.close(); ps.close(); await server.close()
