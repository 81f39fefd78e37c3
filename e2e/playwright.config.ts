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
  // One worker by default: on this 2-core machine two workers (each with a stack of its own,
  // see globalSetup) took as long in all (753 s against 766 s) as each test ran twice as long.
  // LATCHKEY_E2E_WORKERS=N runs N at once, for a machine with more cores.
  workers: Number(process.env.LATCHKEY_E2E_WORKERS ?? 1),
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
