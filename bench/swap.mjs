// `npm run bench:swap`: Swap's figures on the local stack (dev chain with its Uniswap V2 market,
// server, demo) in Chromium with the injected dev wallet: ms from the click on Swap to the form
// usable (the network's tokens and balances read), ms from the amount typed to the quote shown
// (the 300 ms typing pause included), and the gzip KB of the chunks Swap loads. Medians of
// BENCH_RUNS (default 5) fresh pages. Figures to read and compare, not pass/fail tests.
import { demoChunksKb, median, startDemoBench } from './demoBench.mjs'

const runs = Number(process.env.BENCH_RUNS ?? 5)

const bench = await startDemoBench('swap')
// The chunks the demo's build loads when Swap opens: its view, core's Swap feature and the
// styles it shares with Send.
const chunks = await demoChunksKb(
  /^(Swap|useSwap|swapStyles|sendStyles|formatTokenAmount|SwapTokenButton)-.*\.js$/,
)
const openTimes = []
const quoteTimes = []
try {
  for (let run = 0; run < runs; run++) {
    const { page, dialog } = await bench.openConnectedAccount(5)

    // From a trusted event (a click, or the last key typed; recorded in a capture listener) to
    // `ready` found on screen, polled each frame through the modal's shadow root.
    const measure = (ready, event) =>
      page.evaluate(
        ([ready, event]) => {
          const find = (root, test) => {
            for (const element of root.querySelectorAll('*')) {
              if (test(element)) return element
              if (element.shadowRoot) {
                const found = find(element.shadowRoot, test)
                if (found) return found
              }
            }
            return null
          }
          const tests = {
            form: (element) =>
              element.tagName === 'BUTTON' &&
              element.getAttribute('aria-label') === 'You pay: ETH, change',
            quote: (element) =>
              element.getAttribute('data-testid') === 'swap-quote' &&
              /[1-9]/.test(element.textContent ?? ''),
          }
          return new Promise((resolve) => {
            let started
            document.addEventListener(
              event,
              () => {
                started = performance.now()
              },
              { capture: true },
            )
            const poll = () => {
              if (started !== undefined && find(document, tests[ready]))
                return resolve(performance.now() - started)
              requestAnimationFrame(poll)
            }
            poll()
          })
        },
        [ready, event],
      )

    const opened = measure('form', 'click')
    await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
    openTimes.push(await opened)
    await dialog.getByRole('button', { name: 'You receive: Select token' }).click()
    await dialog.getByRole('list', { name: 'Tokens' }).getByRole('button', { name: /LKD/ }).click()
    const quoted = measure('quote', 'input')
    await dialog.getByRole('textbox', { name: 'You pay' }).pressSequentially('0.01')
    quoteTimes.push(await quoted)
    await page.close()
  }
} finally {
  await bench.stop()
}

console.log(`Swap, medians of ${runs} fresh pages (injected dev wallet, local chain and market):`)
console.log(
  `  ms from the click on Swap to the form usable          ${median(openTimes).toFixed(0)}`,
)
console.log(
  `  ms from the last key of the amount to the quote shown ${median(quoteTimes).toFixed(0)}`,
)
console.log(
  `  gzip KB of the chunks Swap loads (${chunks.files} files)         ${chunks.kb.toFixed(1)}`,
)
