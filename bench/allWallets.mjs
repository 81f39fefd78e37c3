// The All Wallets part of `npm run bench`: a server whose catalog is 5,000 generated wallets, the
// page of bench/allWallets, and three figures measured in Chromium: ms from opening All Wallets
// to its first 20 icons painted, ms from typing a search to its results shown (the 300 ms pause
// included), and the frame times while scrolling the grid to its end (worst and 95th percentile).
// Before those, in Node: ms for core's getWalletListItems to list the 5,000 (aim under 500 ms).
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { extname, join, normalize } from 'node:path'
import react from '@vitejs/plugin-react'
import { build, defaultClientConditions } from 'vite'

/** How many wallets the bench catalog holds. */
export const benchCatalogSize = 5000

const adjectives = [
  'Amber',
  'Brisk',
  'Cobalt',
  'Dapper',
  'Ember',
  'Frost',
  'Gilded',
  'Hollow',
  'Ivory',
  'Jade',
]
const nouns = [
  'Falcon',
  'Harbor',
  'Lantern',
  'Meadow',
  'Nimbus',
  'Orchid',
  'Pylon',
  'Quarry',
  'Raven',
  'Summit',
]

/** The generated catalog: `Amber Falcon 1` ... with eip155 chains and the server's drawn icons. */
export function createBenchCatalog(size = benchCatalogSize) {
  return Array.from({ length: size }, (_, index) => {
    const name = `${adjectives[index % 10]} ${nouns[Math.floor(index / 10) % 10]} ${index + 1}`
    return {
      id: `bench-${index + 1}`,
      name,
      chains: ['eip155:*'],
      homepage: `https://wallet-${index + 1}.example/`,
    }
  })
}

/** Under this many ms core lists the whole catalog (what the unit test once timed). */
export const listItemsAimMs = 500

/**
 * ms for core's `getWalletListItems` to turn the catalog into the grid's items, with an installed
 * wallet to match and a search, median of `runs` (after one warm-up run).
 */
async function measureListItems(runs) {
  const { getWalletListItems } = await import('@latchkey/core/modal')
  const wallets = createBenchCatalog().map((entry) => ({
    id: entry.id,
    name: entry.name,
    image_id: entry.id.padEnd(64, '0'),
    rdns: `example.${entry.id}`,
    chains: entry.chains,
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    homepage: entry.homepage,
    app_store: null,
    play_store: null,
    chrome_store: null,
    badge_type: null,
  }))
  const connectors = [
    {
      id: 'example.bench-42',
      name: 'Brisk Nimbus 42',
      type: 'ANNOUNCED',
      chain: 'eip155',
      info: { rdns: 'example.bench-42' },
    },
  ]
  const list = (query) => getWalletListItems({ connectors, wallets, namespaces: ['eip155'], query })
  const samples = { allMs: [], searchMs: [] }
  for (let index = 0; index <= runs; index++) {
    let started = performance.now()
    const all = list(undefined)
    const allMs = performance.now() - started
    started = performance.now()
    list('falcon')
    const searchMs = performance.now() - started
    if (all.length !== benchCatalogSize) throw new Error(`Listed ${all.length} wallets`)
    // The first run warms the JIT up; it is not counted.
    if (index === 0) continue
    samples.allMs.push(allMs)
    samples.searchMs.push(searchMs)
  }
  return { listItemsMs: median(samples.allMs), listSearchMs: median(samples.searchMs) }
}

async function startBenchServer() {
  const { importWallets, loadConfig, loadWalletCatalog, startServer } = await import(
    '@latchkey/server'
  )
  const dataDir = await mkdtemp(join(tmpdir(), 'latchkey-bench-registry-'))
  const server = await startServer({
    config: loadConfig({ LATCHKEY_PORT: '0', LATCHKEY_DATA_DIR: dataDir, LOG_LEVEL: 'warn' }),
  })
  const catalog = await loadWalletCatalog(createBenchCatalog(), {
    source: 'bench catalog',
    baseDirectory: dataDir,
  })
  await importWallets(server.database, catalog, { mode: 'replace' })
  return {
    url: server.url,
    async stop() {
      await server.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

async function startPageServer(outDir, config) {
  const html = (await readFile(join(outDir, 'index.html'), 'utf8')).replace(
    '<!--bench-config-->',
    `<script>window.__BENCH__=${JSON.stringify(config)}</script>`,
  )
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname
    const file = normalize(join(outDir, path === '/' ? 'index.html' : path))
    if (!file.startsWith(outDir)) return response.writeHead(404).end()
    try {
      const body = path === '/' ? Buffer.from(html) : await readFile(file)
      const type = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' }[
        extname(file)
      ]
      response.writeHead(200, { 'content-type': type ?? 'application/octet-stream' }).end(body)
    } catch {
      response.writeHead(404).end()
    }
  })
  await new Promise((done) => server.listen(0, '127.0.0.1', done))
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() }
}

// Installed in the page: a deep query through shadow roots, the last input and click times,
// and a frame waiter that resolves with performance.now() at the first frame where a test holds.
const pageHelpers = `
  window.__lkRoot = () => document.querySelector('[data-latchkey]')?.shadowRoot ?? null
  window.__lkFrameWhen = (test) =>
    new Promise((resolve) => {
      const check = () => (test() ? resolve(performance.now()) : requestAnimationFrame(check))
      requestAnimationFrame(check)
    })
  window.__lkEvents = { click: 0, input: 0 }
  for (const type of ['click', 'input'])
    document.addEventListener(type, (event) => { window.__lkEvents[type] = event.timeStamp }, true)
  window.__lkTiles = () => [...(window.__lkRoot()?.querySelectorAll('.lk-tile') ?? [])]
  window.__lkIconsPainted = (count) => {
    const tiles = window.__lkTiles()
    if (tiles.length < count) return false
    return tiles.slice(0, count).every((tile) => {
      const image = tile.querySelector('img')
      return image && image.complete && image.naturalWidth > 0
    })
  }
`

async function openAllWallets(page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const entry = page.getByRole('button', { name: /All Wallets/ })
  await entry.waitFor()
  // Like a visitor: the pointer rests on the entry (which prefetches the view) before the click.
  await entry.hover()
  await page.waitForTimeout(200)
  const painted = page.evaluate(() => window.__lkFrameWhen(() => window.__lkIconsPainted(20)))
  await entry.click()
  const paintedAt = await painted
  const clickAt = await page.evaluate(() => window.__lkEvents.click)
  return paintedAt - clickAt
}

async function measureSearch(page) {
  const field = page.getByRole('searchbox', { name: 'Search wallet' })
  const query = 'raven 7'
  const shown = page.evaluate(
    (text) =>
      window.__lkFrameWhen(() => {
        const names = window.__lkTiles().map((tile) => tile.textContent.toLowerCase())
        return names.length > 0 && names.every((name) => name.includes(text))
      }),
    query,
  )
  await field.fill(query)
  const shownAt = await shown
  const typedAt = await page.evaluate(() => window.__lkEvents.input)
  await field.fill('')
  await page.evaluate(() => window.__lkFrameWhen(() => window.__lkTiles().length > 20))
  return shownAt - typedAt
}

// Scrolls the grid 240 px a frame (a brisk wheel) to the very end, waiting at the end of what is
// loaded for the next page; records every frame's duration.
async function measureScroll(page, total) {
  return page.evaluate(
    (count) =>
      new Promise((resolve) => {
        const scroller = window.__lkRoot().querySelector('.lk-grid-scroller')
        const frames = []
        let last = performance.now()
        const started = last
        const step = (now) => {
          frames.push(now - last)
          last = now
          const atEnd = scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1
          const list = window.__lkRoot().querySelector('.lk-grid')
          const setSize = Number(list?.lastElementChild?.getAttribute('aria-posinset') ?? 0)
          if (atEnd && setSize >= count) return resolve({ frames, ms: now - started })
          if (now - started > 120_000) return resolve({ frames, ms: now - started, timedOut: true })
          scroller.scrollTop += 240
          requestAnimationFrame(step)
        }
        requestAnimationFrame(step)
      }),
    total,
  )
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]
}

/** Builds the page, starts the bench server and measures All Wallets `runs` times in `browser`. */
export async function benchAllWallets({ browser, root, rpcUrl, runs }) {
  console.log(`• All Wallets: listing ${benchCatalogSize} wallets in core…`)
  const listItems = await measureListItems(Math.max(runs, 5))
  console.log(`• All Wallets: importing ${benchCatalogSize} wallets into a bench server…`)
  const outDir = join(root, '.latchkey/bench/allWallets')
  await build({
    root: join(root, 'bench/allWallets'),
    logLevel: 'warn',
    plugins: [react()],
    resolve: { conditions: ['source', ...defaultClientConditions] },
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  })
  const registry = await startBenchServer()
  const pageServer = await startPageServer(outDir, { rpcUrl, registryUrl: registry.url })
  const samples = { openToIconsMs: [], searchToResultsMs: [] }
  let scroll
  try {
    for (let index = 0; index < runs; index++) {
      const context = await browser.newContext()
      const page = await context.newPage()
      await page.addInitScript({ content: pageHelpers })
      await page.goto(pageServer.url, { waitUntil: 'networkidle' })
      samples.openToIconsMs.push(await openAllWallets(page))
      samples.searchToResultsMs.push(await measureSearch(page))
      // Scrolling to the end loads all 125 pages: once is enough.
      if (index === 0) scroll = await measureScroll(page, benchCatalogSize)
      await context.close()
    }
  } finally {
    pageServer.close()
    await registry.stop()
  }
  const results = {
    catalogSize: benchCatalogSize,
    ...listItems,
    openToIconsMs: median(samples.openToIconsMs),
    searchToResultsMs: median(samples.searchToResultsMs),
    scrollFrames: scroll.frames.length,
    scrollMs: scroll.ms,
    scrollWorstFrameMs: Math.max(...scroll.frames),
    scrollP95FrameMs: percentile(scroll.frames, 95),
    ...(scroll.timedOut ? { scrollTimedOut: true } : {}),
  }
  return { runs, ...results }
}

/** Prints the figures `benchAllWallets` returned. */
export function printAllWallets(results) {
  console.log(
    `\nAll Wallets with ${benchCatalogSize} wallets (medians of ${results.runs} runs; scrolling once):\n`,
  )
  const rows = [
    [`ms for core to list the wallets (aim under ${listItemsAimMs})`, results.listItemsMs],
    ['ms for core to list a search of them', results.listSearchMs],
    ['ms from opening All Wallets to 20 icons painted', results.openToIconsMs],
    ['ms from typing a search to results shown', results.searchToResultsMs],
    [
      `scrolling to the end: worst frame, ms (${results.scrollFrames} frames)`,
      results.scrollWorstFrameMs,
    ],
    ['scrolling to the end: 95th percentile frame, ms', results.scrollP95FrameMs],
    ['scrolling to the end: total ms (125 pages loaded)', results.scrollMs],
  ]
  for (const [label, value] of rows)
    console.log(`  ${label.padEnd(60)}${value.toFixed(1).padStart(10)}`)
  if (results.scrollTimedOut) console.log('  (scrolling stopped after 120 s before the end)')
}
