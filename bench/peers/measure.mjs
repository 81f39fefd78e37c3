// One measurement of one widget's page in a fresh Chromium: every request off the loopback is
// aborted (and counted), an EIP-6963 test wallet is announced, and every time is taken inside the
// page: from navigation start, or from the trusted click event's timestamp, to the first
// animation frame where the element shows (looking through open shadow roots).
import { chromium } from '@playwright/test'
import { chromiumArgs } from '../../scripts/setup.mjs'

// The test wallet's name: what the wallet list shows.
const walletName = 'Bench Test Wallet'
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

// An EIP-6963 wallet on mainnet: eth_chainId, eth_accounts, eth_requestAccounts; 4200 for the rest.
const walletScript = `(() => {
  const accounts = []
  const listeners = new Map()
  const emit = (event, value) => (listeners.get(event) ?? []).forEach((listener) => listener(value))
  const provider = {
    isMetaMask: false,
    async request({ method }) {
      if (method === 'eth_chainId') return '0x1'
      if (method === 'eth_accounts') return [...accounts]
      if (method === 'eth_requestAccounts') {
        if (accounts.length === 0) { accounts.push('${address}'); emit('accountsChanged', [...accounts]) }
        return [...accounts]
      }
      throw Object.assign(new Error('Unsupported method: ' + method), { code: 4200 })
    },
    on(event, listener) { listeners.set(event, [...(listeners.get(event) ?? []), listener]); return provider },
    removeListener(event, listener) {
      listeners.set(event, (listeners.get(event) ?? []).filter((entry) => entry !== listener)); return provider
    },
  }
  const info = Object.freeze({
    uuid: '9a4e8a6f-2f1e-4a53-9a5e-6c7b2d1f0e3a',
    name: '${walletName}',
    icon: 'data:image/svg+xml,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#6b5bff"/></svg>'),
    rdns: 'org.latchkey.bench',
  })
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
})()`

// Deep queries, and the frame times of what the bench waits for.
const helperScript = `(() => {
  const each = (visit) => {
    const stack = [document]
    while (stack.length) {
      const node = stack.pop()
      for (const element of node.querySelectorAll('*')) {
        if (visit(element)) return element
        if (element.shadowRoot) stack.push(element.shadowRoot)
      }
    }
    return null
  }
  const visible = (element) => element.checkVisibility() && element.getBoundingClientRect().width > 0
  const ownText = (element) => {
    let text = ''
    for (const child of element.childNodes) if (child.nodeType === 3) text += child.textContent
    return text
  }
  const shortAddress = /0x[0-9a-fA-F]{2,6}\\s*(…|\\.\\.\\.|•+)\\s*[0-9a-fA-F]{4,6}/
  window.__bench = {
    button: () => each((e) => /connect/i.test(ownText(e)) && visible(e)),
    modal: () => each((e) => (e.getAttribute('role') === 'dialog' || e.getAttribute('aria-modal') === 'true') && visible(e)),
    wallet: () => each((e) => ownText(e).trim() === '${walletName}' && visible(e)),
    connected: () => each((e) => shortAddress.test(ownText(e)) && visible(e)),
    times: {},
    // Resolves at the first frame where test() holds, with performance.now().
    when(name, test) {
      return new Promise((resolve) => {
        const check = () => {
          if (test()) { window.__bench.times[name] = performance.now(); resolve(performance.now()) }
          else requestAnimationFrame(check)
        }
        check()
      })
    },
    clicks: [],
  }
  document.addEventListener('click', (event) => { if (event.isTrusted) window.__bench.clicks.push(event.timeStamp) }, true)
  // Page to button: polled from the first frame on.
  const waitButton = () => (window.__bench.button() ? (window.__bench.times.button = performance.now()) : requestAnimationFrame(waitButton))
  requestAnimationFrame(waitButton)
})()`

// The benchmarks' flags, and names resolving nowhere but on the loopback: WebSockets fail fast.
const args = [
  ...chromiumArgs,
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
]

const loopback = new Set(['127.0.0.1', 'localhost'])

/** Measures one page once, in a browser of its own, with the CPU slowed `throttle` times. */
export async function measureOnce({ executablePath, page: served, throttle }) {
  const browser = await chromium.launch({ executablePath, args })
  try {
    const context = await browser.newContext()
    let blocked = 0
    await context.route('**/*', (route) => {
      const url = new URL(route.request().url())
      if (loopback.has(url.hostname) || url.protocol === 'data:' || url.protocol === 'blob:')
        return route.continue()
      blocked++
      return route.abort()
    })
    const page = await context.newPage()
    await page.addInitScript({ content: walletScript })
    await page.addInitScript({ content: helperScript })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
    const scripts = []
    page.on('response', (response) => {
      const url = new URL(response.url())
      if (loopback.has(url.hostname) && url.pathname.endsWith('.js')) scripts.push(url.pathname)
    })
    await page.goto(served.url, { waitUntil: 'load' })
    await page.waitForFunction(() => window.__bench.times.button !== undefined, null, {
      timeout: 60_000,
    })
    // A visitor rarely clicks within a second of the button showing: idle-time loads happen.
    await page.waitForTimeout(1000)
    const beforeClick = new Set(scripts)
    const box = await (await page.evaluateHandle(() => window.__bench.button()))
      .asElement()
      .boundingBox()

    const opened = page.evaluate(() =>
      Promise.all([
        window.__bench.when('modal', window.__bench.modal),
        window.__bench.when('list', window.__bench.wallet),
      ]),
    )
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await opened
    const openClick = await page.evaluate(() => window.__bench.clicks.at(-1))
    // Heap once the modal is open and settled, after a collection.
    await page.waitForTimeout(300)
    await cdp.send('HeapProfiler.collectGarbage')
    const { usedSize } = await cdp.send('Runtime.getHeapUsage')

    const walletBox = await (await page.evaluateHandle(() => window.__bench.wallet()))
      .asElement()
      .boundingBox()
    const connected = page.evaluate(() =>
      window.__bench.when('connected', window.__bench.connected),
    )
    await page.mouse.click(walletBox.x + walletBox.width / 2, walletBox.y + walletBox.height / 2)
    await Promise.race([connected, page.waitForTimeout(15_000)])
    const { times, clicks } = await page.evaluate(() => window.__bench)
    const walletClick = clicks.at(-1)
    const jsBytes = [...beforeClick].reduce((sum, path) => sum + served.gzipBytes(path), 0)
    return {
      jsKb: jsBytes / 1024,
      pageToButtonMs: times.button,
      clickToModalMs: times.modal - openClick,
      clickToListMs: times.list - openClick,
      walletToConnectedMs:
        times.connected === undefined ? Number.NaN : times.connected - walletClick,
      heapMb: usedSize / 1024 / 1024,
      blocked,
    }
  } finally {
    await browser.close()
  }
}
