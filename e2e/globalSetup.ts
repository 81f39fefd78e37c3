import { createHash } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { emailLoginCooldownMs } from '@latchkey/core/protocol'
import type { BitcoinDevAccount } from '@latchkey/devchain'
import type { Database } from '@latchkey/server'
import type { FullConfig } from '@playwright/test'

/** What a test may change in the server's configuration when it starts it again. */
export type ServerOverrides = {
  embedded?: { codeLifetimeMs?: number }
  corsOrigins?: string[]
}

/** One stack globalSetup hands the tests, through LATCHKEY_E2E_STACK (a list: one per worker). */
export type StackInfo = {
  demoUrl: string
  serverUrl: string
  /** The server's WalletConnect relay (the demo uses it). */
  relayUrl: string
  /** The stack's WalletConnect wallet page. */
  walletConnectWalletUrl: string
  /** The embedded wallet's frame, on its own origin. */
  embeddedWalletUrl: string
  /**
   * Stops and starts the stack's server from a test: POST `${controlUrl}/server/stop` or
   * `/server/start` (its JSON body may hold `ServerOverrides`: `{"embedded":{"codeLifetimeMs":1}}`).
   * POST `/embedded/cooldown-passed` with `{"email":…}` dates that address's emails (codes and
   * device links) one cool-down back, as if 30 s had passed since. POST
   * `/embedded/social-attempt-expired` with `{"state":…}` ends that social login's attempt.
   */
  controlUrl: string
  networks: Array<{
    chainId: number
    name: string
    rpcUrl: string
    token?: { address: `0x${string}`; symbol: string; decimals: number }
  }>
  accounts: Array<{ address: `0x${string}`; privateKey: `0x${string}` }>
  /** The Solana dev chain (litesvm behind a JSON-RPC server). */
  solana: {
    name: string
    caipNetworkId: `solana:${string}`
    genesisHash: string
    rpcUrl: string
    nativeCurrency: { name: string; symbol: string; decimals: number }
    token: { address: string; name: string; symbol: string; decimals: number }
    accounts: Array<{ address: string; secretKey: string }>
  }
  /** The Polkadot dev ledger (a stand-in for a Substrate node: the JSON-RPC reads). */
  polkadot: {
    name: string
    caipNetworkId: `polkadot:${string}`
    genesisHash: string
    rpcUrl: string
    nativeCurrency: { name: string; symbol: string; decimals: number }
    ss58Prefix: number
    accounts: Array<{ address: string; publicKey: string; secretKey: string }>
  }
  /** The Bitcoin dev ledger (a regtest stand-in behind an Esplora API). */
  bitcoin: {
    name: string
    caipNetworkId: `bip122:${string}`
    rpcUrl: string
    nativeCurrency: { name: string; symbol: string; decimals: number }
    accounts: BitcoinDevAccount[]
  }
}

/**
 * Starts one whole local stack per Playwright worker (each on free ports with a fresh data
 * folder: its own chains, server and pages, so two workers never share an account's nonce or
 * balance); returns their teardown.
 */
export default async function globalSetup(config: FullConfig) {
  // One after the other: two starting at once on two cores can outlast the server's plugin
  // start-up time-out.
  const stacks: Awaited<ReturnType<typeof startOneStack>>[] = []
  try {
    for (let index = 0; index < Math.max(1, config.workers); index++)
      stacks.push(await startOneStack())
  } catch (error) {
    await Promise.all(stacks.map((stack) => stack.stop()))
    throw error
  }
  process.env.LATCHKEY_E2E_STACK = JSON.stringify(stacks.map((stack) => stack.info))
  return async () => {
    await Promise.all(stacks.map((stack) => stack.stop()))
  }
}

/** One stack, its control server and its data folder. */
async function startOneStack() {
  const dataDir = await mkdtemp(join(tmpdir(), 'latchkey-e2e-'))
  // @ts-expect-error -- plain ESM script without types; it is the same stack `npm start` runs.
  const { startStack } = (await import('../scripts/stack.mjs')) as {
    startStack(options: object): Promise<
      Omit<StackInfo, 'controlUrl'> & {
        readonly database: Database | undefined
        stop(): Promise<void>
        stopServer(): Promise<void>
        startServer(overrides?: ServerOverrides): Promise<void>
      }
    >
  }
  const stack = await startStack({
    ports: 'any',
    dataDir,
    env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
  })
  // Tests run in worker processes: they reach the stack's server through this loopback port.
  const control = await startControlServer({
    '/server/stop': () => stack.stopServer(),
    '/server/start': (body) => stack.startServer(body ? JSON.parse(body) : undefined),
    '/embedded/cooldown-passed': async (body) => {
      const { email } = JSON.parse(body) as { email: string }
      if (!stack.database) throw new Error('The server is stopped')
      await dateEmailsBack(stack.database, email)
    },
    '/embedded/social-attempt-expired': async (body) => {
      const { state } = JSON.parse(body) as { state: string }
      if (!stack.database) throw new Error('The server is stopped')
      // Only the attempt of this state (its hash, as the server keeps it): other tests run too.
      await stack.database.query(
        "update embedded_social_attempts set expires_at = now() - interval '1 second' where state_hash = $1",
        [createHash('sha256').update(state).digest('hex')],
      )
    },
  })
  const info: StackInfo = {
    demoUrl: stack.demoUrl,
    serverUrl: stack.serverUrl,
    relayUrl: stack.relayUrl,
    walletConnectWalletUrl: stack.walletConnectWalletUrl,
    embeddedWalletUrl: stack.embeddedWalletUrl,
    controlUrl: control.url,
    networks: stack.networks,
    accounts: stack.accounts,
    solana: stack.solana,
    polkadot: stack.polkadot,
    bitcoin: stack.bitcoin,
  }
  return {
    info,
    async stop() {
      await control.close()
      await stack.stop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * Moves the dates every email cool-down reads for `email` (its codes, its account's pending
 * device links) one cool-down back. A test that sends a second email to one address within
 * 30 s uses it instead of waiting: the rule itself is tested with the real wait, in
 * embedded.spec ('a second code within 30 s is refused') and the server's unit tests.
 */
async function dateEmailsBack(database: Database, email: string) {
  const back = `${emailLoginCooldownMs} milliseconds`
  await database.query(
    'update embedded_email_codes set created_at = created_at - $2::interval where email = $1',
    [email, back],
  )
  await database.query(
    `update embedded_devices set created_at = created_at - $2::interval
     where user_id in (select id from embedded_users where email = $1)`,
    [email, back],
  )
}

/** A loopback HTTP server that runs `actions[path]` with the body on POST and answers 204 once it is done. */
async function startControlServer(actions: Record<string, (body: string) => Promise<void>>) {
  const server = createServer(async (request, response) => {
    const action = request.method === 'POST' ? actions[request.url ?? ''] : undefined
    if (!action) return void response.writeHead(404).end()
    let body = ''
    for await (const chunk of request) body += chunk
    action(body).then(
      () => response.writeHead(204).end(),
      (error: unknown) => response.writeHead(500).end(String(error)),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
