// `npm run bench:embedded`: the embedded wallet's figures on the local stack (the demo with
// ?email=on, the wallet frame on its own origin, the server and its dev inbox) in Chromium:
// ms from the click on Continue to the code screen, ms from the code's last digit to connected,
// ms from the click on "Sign a message" to the frame's approval screen, and what the email
// feature adds to the first load (JS bytes, requests to the frame's origin before any click).
// Medians of BENCH_RUNS (default 5) fresh pages. Figures to read and compare, not pass/fail tests.
import { median, startDemoBench } from './demoBench.mjs'

const runs = Number(process.env.BENCH_RUNS ?? 5)

const bench = await startDemoBench('embedded')
const { stack } = bench
const frameOrigin = new URL(stack.embeddedWalletUrl).origin
const browser = bench.browser

/** The newest code the dev inbox holds for `email`, polled until it arrived. */
async function readCode(email) {
  for (;;) {
    const inbox = await (await fetch(`${stack.serverUrl}/dev/inbox?format=json`)).json()
    const code = inbox.messages
      .find((message) => message.to.includes(email))
      ?.subject.match(/\d{6}/)?.[0]
    if (code) return code
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

// Absolute times (timeOrigin + now) so the page's click and the frame's screen compare.
const armClock = (page, event) =>
  page.evaluate((event) => {
    window.__benchStart = undefined
    document.addEventListener(
      event,
      () => {
        window.__benchStart ??= performance.timeOrigin + performance.now()
      },
      { capture: true },
    )
  }, event)

/** Resolves to the ms from the armed event to the `ready` state ('code' or 'connected'), polled each frame. */
const until = (page, ready) =>
  page.evaluate((ready) => {
    const tests = {
      // The modal renders in the shadow root of its host.
      code: () =>
        document.querySelector('[data-latchkey]')?.shadowRoot?.querySelector('[aria-label="Code"]'),
      connected: () =>
        document.querySelector('[data-testid="account-status"]')?.textContent === 'connected',
    }
    return new Promise((resolve) => {
      const poll = () => {
        if (window.__benchStart !== undefined && tests[ready]())
          return resolve(performance.timeOrigin + performance.now() - window.__benchStart)
        requestAnimationFrame(poll)
      }
      poll()
    })
  }, ready)

/** The JS bytes a fresh page of `url` transfers before any click, and its requests to the frame. */
async function firstLoad(url) {
  const page = await browser.newPage()
  const frameRequests = []
  page.on('request', (request) => {
    if (request.url().startsWith(frameOrigin)) frameRequests.push(request.url())
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  const bytes = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
      .reduce((sum, entry) => sum + entry.transferSize, 0),
  )
  const beforeClick = frameRequests.length
  // The modal opens: the frame is prefetched (its page requested) before the email is typed.
  const prefetched = page
    .waitForRequest((request) => request.url().startsWith(frameOrigin), { timeout: 10_000 })
    .then(
      () => true,
      () => false,
    )
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog').waitFor()
  const prefetchedAtOpen = url.includes('email=off') ? false : await prefetched
  await page.close()
  return { bytes, beforeClick, prefetchedAtOpen }
}

const continueTimes = []
const codeTimes = []
const approvalTimes = []
let loadOff
let loadOn
try {
  loadOff = await firstLoad(`${stack.demoUrl}/?email=off`)
  loadOn = await firstLoad(`${stack.demoUrl}/?email=on`)
  for (let run = 0; run < runs; run++) {
    const page = await browser.newPage()
    const email = `bench-${run}-${Date.now().toString(36)}@example.com`
    await page.goto(`${stack.demoUrl}/?email=on`)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email)

    await armClock(page, 'click')
    const codeScreen = until(page, 'code')
    await dialog.getByRole('button', { name: 'Continue' }).click()
    continueTimes.push(await codeScreen)

    const code = await readCode(email)
    await armClock(page, 'input')
    const connected = until(page, 'connected')
    await dialog.getByRole('textbox', { name: 'Code' }).fill(code)
    codeTimes.push(await connected)
    await page.getByTestId('modal-state').filter({ hasText: 'closed' }).waitFor()

    // The approval screen is the frame's: it reports when its heading appears.
    const frame = page.frames().find((candidate) => candidate.url().startsWith(frameOrigin))
    const shown = frame.evaluate(
      () =>
        new Promise((resolve) => {
          const check = () => {
            const heading = [...document.querySelectorAll('h1, h2')].find(
              (element) => element.textContent === 'Sign message',
            )
            if (!heading) return false
            resolve(performance.timeOrigin + performance.now())
            return true
          }
          if (check()) return
          const observer = new MutationObserver(() => check() && observer.disconnect())
          observer.observe(document, { childList: true, subtree: true })
        }),
    )
    await armClock(page, 'click')
    await page.getByRole('button', { name: 'Sign a message' }).click()
    const at = await shown
    const clicked = await page.evaluate(() => window.__benchStart)
    approvalTimes.push(at - clicked)
    await page.close()
  }
} finally {
  await bench.stop()
}

console.log(`Embedded wallet, medians of ${runs} fresh pages (local frame, server and chain):`)
console.log(
  `  ms from the click on Continue to the code screen          ${median(continueTimes).toFixed(0)}`,
)
console.log(
  `  ms from the code's last digit to connected                 ${median(codeTimes).toFixed(0)}`,
)
console.log(
  `  ms from "Sign a message" to the frame's approval screen    ${median(approvalTimes).toFixed(0)}`,
)
console.log('First load of the demo before any click (JS transferred, frame requests):')
console.log(
  `  email off: ${(loadOff.bytes / 1024).toFixed(1)} KB, ${loadOff.beforeClick} requests to the frame`,
)
console.log(
  `  email on:  ${(loadOn.bytes / 1024).toFixed(1)} KB, ${loadOn.beforeClick} requests to the frame`,
)
console.log(
  `  the email feature adds ${((loadOn.bytes - loadOff.bytes) / 1024).toFixed(1)} KB; frame prefetched when the modal opens: ${loadOn.prefetchedAtOpen ? 'yes' : 'no'}`,
)
