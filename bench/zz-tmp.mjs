import { chromium } from '@playwright/test'
import { benchAllWallets, printAllWallets } from '/work/main/bench/allWallets.mjs'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] })
try {
  const r = await benchAllWallets({ browser, root: '/work/main', rpcUrl: 'http://127.0.0.1:8545', runs: Number(process.env.RUNS ?? 3) })
  printAllWallets(r)
} finally { await browser.close() }
