// `npm run bench:send`: Send's figures on the local stack (dev chain, server, demo) in Chromium with
// the injected dev wallet: ms from the click on Send to the form usable (the balance read, the
// amount field ready), ms from the click on Send in the preview to 'Transaction started', and the
// gzip KB of the chunks Send loads. Medians of BENCH_RUNS (default 5) fresh pages. Figures to
// read and compare, not pass/fail tests.
import { demoChunksKb, median, startDemoBench } from './demoBench.mjs'

const runs = Number(process.env.BENCH_RUNS ?? 5)

const bench = await startDemoBench('send')
// The chunks the demo's build loads when Send opens: its views, core's Send feature and the
// eip155 send methods (viem's ABI encoder and keccak).
const chunks = await demoChunksKb(
  /^(WalletSend|useSend|sendStyles|ReceiverAvatar|evmSendMethods|sha3)-.*\.js$/,
)
const openTimes = []
const sendTimes = []
try {
  for (let run = 0; run < runs; run++) {
    const { page, dialog } = await bench.openConnectedAccount(4)

    // From the trusted click (recorded in a capture listener) to the form usable, polled each frame.
    const measure = (ready) =>
      page.evaluate((ready) => {
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
            element.tagName === 'SPAN' && /^Balance \d/.test(element.textContent ?? ''),
          started: (element) =>
            element.classList?.contains('lk-toast') &&
            element.textContent?.includes('Transaction started'),
        }
        return new Promise((resolve) => {
          let clicked
          document.addEventListener(
            'click',
            () => {
              clicked ??= performance.now()
            },
            { capture: true },
          )
          const poll = () => {
            if (clicked !== undefined && find(document, tests[ready]))
              return resolve(performance.now() - clicked)
            requestAnimationFrame(poll)
          }
          poll()
        })
      }, ready)

    const opened = measure('form')
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    openTimes.push(await opened)
    await dialog.getByLabel('Amount').fill('0.001')
    await dialog.getByLabel('To', { exact: true }).fill(bench.stack.accounts[9].address)
    await dialog.getByRole('button', { name: 'Preview send' }).click()
    await dialog.getByRole('heading', { name: 'Review Send' }).waitFor()
    const started = measure('started')
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    sendTimes.push(await started)
    await page.close()
  }
} finally {
  await bench.stop()
}

console.log(`Send, medians of ${runs} fresh pages (injected dev wallet, local chain and server):`)
console.log(
  `  ms from the click on Send to the form usable         ${median(openTimes).toFixed(0)}`,
)
console.log(
  `  ms from Preview's Send to 'Transaction started'      ${median(sendTimes).toFixed(0)}`,
)
console.log(
  `  gzip KB of the chunks Send loads (${chunks.files} files)          ${chunks.kb.toFixed(1)}`,
)
