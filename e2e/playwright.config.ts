import { join } from 'node:path'
import { defineConfig } from '@playwright/test'

const root = join(import.meta.dirname, '..')

/** Chromium flags for this machine: headless, no sandbox (root), no calls to the outside. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './globalSetup.ts',
  fullyParallel: false,
  // Two workers, each with a stack of its own (globalSetup): the browser tests wait on chains,
  // pages and timers more than on the CPU. LATCHKEY_E2E_WORKERS=1 runs them one file at a time.
  workers: Number(process.env.LATCHKEY_E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: join(root, '.latchkey/reports/playwright.json') }]],
  outputDir: join(root, '.latchkey/test-results'),
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: process.env.LATCHKEY_CHROMIUM ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
    trace: 'retain-on-failure',
  },
})
