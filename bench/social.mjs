// `npm run bench:social`: social login's figures on the local stack (the demo with
// ?email=on&socials=on, the wallet frame on its own origin, the server as the OAuth client and
// the stack's dev identity provider standing in for Google) in Chromium: ms from the click on
// "Continue with Google" to connected (a fresh name each run, so a new account and wallet; the
// provider's page is filled by the script at once), ms from the provider page's "Sign in" to
// connected (our part: callback, code exchange, session, key), and the gzip KB of the social
// feature's chunks. Medians of BENCH_RUNS (default 5) fresh pages. Figures, not pass/fail tests.
import { demoChunksKb, median, startDemoBench } from './demoBench.mjs'

const runs = Number(process.env.BENCH_RUNS ?? 5)

const bench = await startDemoBench('social')
const { stack, browser } = bench

const clickTimes = []
const returnTimes = []
try {
  for (let run = 0; run < runs; run++) {
    const page = await browser.newPage()
    await page.goto(`${stack.demoUrl}/?email=on&socials=on`)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    const button = dialog.getByRole('button', { name: 'Continue with Google' })
    await button.waitFor()
    const connected = page.getByTestId('account-status').filter({ hasText: 'connected' })
    const popupOpened = page.waitForEvent('popup')
    const clicked = performance.now()
    await button.click()
    const popup = await popupOpened
    await popup.getByLabel('Name').fill(`bench${run}${Date.now().toString(36)}`)
    const signedIn = performance.now()
    await popup.getByRole('button', { name: 'Sign in' }).click()
    await connected.waitFor()
    const done = performance.now()
    clickTimes.push(done - clicked)
    returnTimes.push(done - signedIn)
    await page.close()
  }
} finally {
  await bench.stop()
}

// The chunks the social feature loads: the buttons' view, the linked logins in Account, and the
// popup/redirect actions in core's embedded chunk are named after their entry files.
const views = await demoChunksKb(
  /^(SocialLogin|LinkedLogins|DeviceRequests|ConnectingFarcaster)-.*\.js$/,
)
const actions = await demoChunksKb(
  /^(connectSocial|finishSocialLogin|completeSocialRedirect|connectFarcaster|linkSocialLogin|connectFrameUser)-.*\.js$/,
)

console.log(
  `Social login, medians of ${runs} fresh pages (local identity provider, frame, server):`,
)
console.log(
  `  ms from the click on "Continue with Google" to connected   ${median(clickTimes).toFixed(0)}`,
)
console.log(
  `  ms from the provider's "Sign in" to connected              ${median(returnTimes).toFixed(0)}`,
)
console.log("The social feature's chunks (gzip, loaded only when used):")
console.log(`  views (${views.files} files): ${views.kb.toFixed(2)} KB`)
console.log(`  actions (${actions.files} files): ${actions.kb.toFixed(2)} KB`)
