import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FullConfig } from '@playwright/test'

/** What globalSetup hands the tests, through LATCHKEY_E2E_STACK. */
export type StackInfo = {
  demoUrl: string
  serverUrl: string
  networks: Array<{
    chainId: number
    name: string
    rpcUrl: string
    token?: { address: `0x${string}`; symbol: string; decimals: number }
  }>
  accounts: Array<{ address: `0x${string}`; privateKey: `0x${string}` }>
}

/** Starts the whole local stack once on free ports with a fresh data folder; returns its teardown. */
export default async function globalSetup(_config: FullConfig) {
  const dataDir = await mkdtemp(join(tmpdir(), 'latchkey-e2e-'))
  // @ts-expect-error -- plain ESM script without types; it is the same stack `npm start` runs.
  const { startStack } = (await import('../scripts/stack.mjs')) as {
    startStack(options: object): Promise<StackInfo & { stop(): Promise<void> }>
  }
  const stack = await startStack({
    ports: 'any',
    dataDir,
    env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
  })
  const info: StackInfo = {
    demoUrl: stack.demoUrl,
    serverUrl: stack.serverUrl,
    networks: stack.networks,
    accounts: stack.accounts,
  }
  process.env.LATCHKEY_E2E_STACK = JSON.stringify(info)
  return async () => {
    await stack.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}
