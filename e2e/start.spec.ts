import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  devAccounts,
  devEnsAccount,
  polkadotDevChainDefinition,
  solanaDevChainDefinition,
} from '@latchkey/devchain'
import { expect, test } from '@playwright/test'
import { createPublicClient, getContractAddress, http } from 'viem'
import { emailOf, login } from './embeddedLogin.js'
import type { StackInfo } from './globalSetup.js'
import { addAuthenticator, addPasskey, credentialsOf, signInWithPasskey } from './passkeys.js'

// `npm start` as a newcomer runs it: it prints the URLs, everything answers, Ctrl-C stops every
// process it started, and a second start works on the same ports and data folder.

const root = join(import.meta.dirname, '..')

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

async function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(true))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(false)))
  })
}

function start(env: Record<string, string>): {
  child: ChildProcess
  output: () => string
  ready: Promise<void>
} {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, ...env, LATCHKEY_SKIP_BUILD: '1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let text = ''
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      text += chunk.toString()
      if (text.includes('Press Ctrl-C to stop.')) resolve()
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) => reject(new Error(`npm start exited early (${code}):\n${text}`)))
  })
  return { child, output: () => text, ready }
}

/** The banner's rows: each label, the value after it, and the column the value starts at. */
function bannerRows(output: string) {
  const [, rows = ''] = output.split('Latchkey local stack is running:\n\n')
  return rows
    .split('\n\n')[0]!
    .split('\n')
    .map((line) => {
      const [, label, value] = /^ {2}(\S.*?) {2,}(\S.*)$/.exec(line) ?? [undefined, line]
      return { label, value, column: value ? line.indexOf(value) : -1 }
    })
}

async function stop(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  )
  child.kill('SIGINT')
  return exited
}

/** Free ports for every server `npm start` runs, a fresh data folder, and the environment naming them. */
async function freshStart() {
  const dataDir = await mkdtemp(join(tmpdir(), 'latchkey-start-'))
  const ports = {
    chain1: await freePort(),
    chain2: await freePort(),
    server: await freePort(),
    demo: await freePort(),
    wallet: await freePort(),
    solana: await freePort(),
    polkadot: await freePort(),
    bitcoin: await freePort(),
    next: await freePort(),
    frame: await freePort(),
    identity: await freePort(),
    farcaster: await freePort(),
  }
  const env = {
    LATCHKEY_CHAIN_PORTS: `${ports.chain1},${ports.chain2}`,
    LATCHKEY_PORT: String(ports.server),
    LATCHKEY_DEMO_PORT: String(ports.demo),
    LATCHKEY_WC_WALLET_PORT: String(ports.wallet),
    LATCHKEY_SOLANA_PORT: String(ports.solana),
    LATCHKEY_POLKADOT_PORT: String(ports.polkadot),
    LATCHKEY_BITCOIN_PORT: String(ports.bitcoin),
    LATCHKEY_NEXT_PORT: String(ports.next),
    LATCHKEY_WALLET_PORT: String(ports.frame),
    LATCHKEY_IDENTITY_PORT: String(ports.identity),
    LATCHKEY_FARCASTER_PORT: String(ports.farcaster),
    LATCHKEY_DATA_DIR: dataDir,
  }
  return { dataDir, ports, env }
}

test('npm start prints its URLs, serves them, stops everything on Ctrl-C and starts again', async () => {
  test.setTimeout(120_000)
  const { dataDir, ports, env } = await freshStart()
  // The stack of the round under way: stopped in `finally` too, so a failed assertion leaves no
  // chain, server or Next.js process running behind the test.
  let running: ChildProcess | undefined
  try {
    let instanceId: string | undefined
    for (const round of [1, 2]) {
      const run = start(env)
      running = run.child
      await run.ready
      const output = run.output()
      const rows = bannerRows(output)
      expect(Object.fromEntries(rows.map((row) => [row.label, row.value]))).toEqual({
        'Demo dapp': `http://localhost:${ports.demo}`,
        'Demo on wagmi 2 / 3': `http://localhost:${ports.demo}/wagmi.html  ·  http://localhost:${ports.demo}/wagmi3/wagmi.html`,
        'Next.js example': `http://localhost:${ports.next}`,
        Server: `http://localhost:${ports.server}  (health: http://localhost:${ports.server}/health)`,
        'WalletConnect relay': `ws://localhost:${ports.server}`,
        'WalletConnect wallet': `http://localhost:${ports.wallet}`,
        'Embedded wallet frame': `http://localhost:${ports.frame}`,
        'Dev inbox (email codes)': `http://localhost:${ports.server}/dev/inbox`,
        'Dev identity provider (social login)': `http://127.0.0.1:${ports.identity}`,
        'Dev Farcaster client (Sign In With Farcaster)': `http://127.0.0.1:${ports.farcaster}`,
        'Latchkey Devnet (31337)': `http://127.0.0.1:${ports.chain1}`,
        'Latchkey Devnet 2 (31338)': `http://127.0.0.1:${ports.chain2}`,
        'Latchkey Solana Devnet (solana)': `http://127.0.0.1:${ports.solana}`,
        'Polkadot Devnet (polkadot)': `http://127.0.0.1:${ports.polkadot}`,
        'Bitcoin Devnet (bip122, Esplora)': `http://127.0.0.1:${ports.bitcoin}`,
        // The dev ENS account's second deployment (after the public resolver), on both chains.
        'ENS UniversalResolver': `${getContractAddress({ from: devEnsAccount.address, nonce: 1n })}  (every dev chain)`,
        'ENS name gateway': `http://localhost:${ports.server}/v1/ccip/{sender}/{data}.json  (*.latchkey.eth)`,
        'ERC-4337 bundler': `http://localhost:${ports.server}/v1/bundler/{caip2}  (eip155:31337  ·  eip155:31338)`,
        'ERC-7677 paymaster': `http://localhost:${ports.server}/v1/paymaster/{caip2}  (eip155:31337  ·  eip155:31338)`,
      })
      // Every value starts in one column, at least two spaces past its label.
      expect(new Set(rows.map((row) => row.column)).size).toBe(1)

      const health = await (await fetch(`http://127.0.0.1:${ports.server}/health`)).json()
      expect(health.status).toBe('ok')
      // The second start reopens the same database: the same instance, nothing lost.
      if (round === 1) instanceId = health.instanceId
      else expect(health.instanceId).toBe(instanceId)
      expect((await fetch(`http://127.0.0.1:${ports.demo}/`)).status).toBe(200)
      // Both builds of the wagmi page the banner names.
      for (const page of ['/wagmi.html', '/wagmi3/wagmi.html'])
        expect((await fetch(`http://127.0.0.1:${ports.demo}${page}`)).status).toBe(200)
      expect((await fetch(`http://127.0.0.1:${ports.frame}/`)).status).toBe(200)
      expect((await fetch(`http://127.0.0.1:${ports.server}/dev/inbox`)).status).toBe(200)
      expect(await (await fetch(`http://127.0.0.1:${ports.wallet}/`)).text()).toContain(
        '__LATCHKEY_WC_WALLET__',
      )
      const chainId = await fetch(`http://127.0.0.1:${ports.chain2}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
      }).then((response) => response.json())
      expect(chainId.result).toBe('0x7a6a')
      // The bundler the banner names serves the canonical EntryPoint on the dev chain.
      const entryPoints = await fetch(`http://127.0.0.1:${ports.server}/v1/bundler/eip155:31338`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints' }),
      }).then((response) => response.json())
      expect(entryPoints.result).toEqual(['0x0000000071727De22E5E9d8BAf0edAc6f37da032'])
      // The UniversalResolver the banner names resolves alice.eth, whose avatar the demo serves.
      const ens = createPublicClient({ transport: http(`http://127.0.0.1:${ports.chain2}`) })
      const universalResolverAddress = getContractAddress({
        from: devEnsAccount.address,
        nonce: 1n,
      })
      expect(await ens.getEnsAddress({ name: 'alice.eth', universalResolverAddress })).toBe(
        devAccounts[8]!.address,
      )
      const avatar = await ens.getEnsText({
        name: 'alice.eth',
        key: 'avatar',
        universalResolverAddress,
      })
      expect(avatar).toBe(`http://localhost:${ports.demo}/dev/avatars/alice.eth.svg`)
      expect((await fetch(avatar!)).headers.get('content-type')).toBe('image/svg+xml')
      const genesis = await fetch(`http://127.0.0.1:${ports.solana}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getGenesisHash' }),
      }).then((response) => response.json())
      expect(genesis.result).toBe(solanaDevChainDefinition.genesisHash)
      const polkadotGenesis = await fetch(`http://127.0.0.1:${ports.polkadot}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'chain_getBlockHash', params: [0] }),
      }).then((response) => response.json())
      expect(polkadotGenesis.result).toBe(polkadotDevChainDefinition.genesisHash)

      running = undefined
      expect(await stop(run.child)).toBe(0)
      for (const port of Object.values(ports)) expect(await isListening(port)).toBe(false)
    }
  } finally {
    if (running && running.exitCode === null && running.signalCode === null) await stop(running)
    await rm(dataDir, { recursive: true, force: true })
  }
})

test('npm start explains a bad LATCHKEY_RPC_URLS and exits non-zero', async () => {
  const run = start({
    LATCHKEY_RPC_URLS: '31337=not-a-url',
    LATCHKEY_PORT: String(await freePort()),
  })
  // It never gets ready: that is the point.
  run.ready.catch(() => {})
  const code = await new Promise<number | null>((resolve) => run.child.once('exit', resolve))
  expect(code).toBe(1)
  expect(run.output()).toContain(
    'LATCHKEY_RPC_URLS: "31337=not-a-url" is not chainId=http(s)://url',
  )
})

test('npm start serves the dapp and the frame on localhost, one site: a passkey added in its frame signs in again', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const { dataDir, ports, env } = await freshStart()
  const run = start(env)
  try {
    await run.ready
    const stack = {
      demoUrl: `http://localhost:${ports.demo}`,
      serverUrl: `http://localhost:${ports.server}`,
    } as StackInfo
    const authenticator = await addAuthenticator(page)
    const address = await login(page, stack, emailOf('start-passkey'))
    const dialog = await addPasskey(page)
    await expect(dialog).toContainText('Connected with Email')
    const [credential] = await credentialsOf(authenticator)
    expect(credential?.rpId).toBe('localhost')
    // The frame is on the dapp's site, so it keeps its login in its storage across a reload.
    await page.reload()
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    await expect(page.getByTestId('account-address')).toHaveText(address)
    await page.getByRole('button', { name: /0x/ }).first().click()
    await dialog.getByRole('button', { name: 'Sign out' }).click()
    await expect(page.getByTestId('account-status')).toHaveText('disconnected')
    expect(await signInWithPasskey(page, stack.demoUrl)).toBe(address)
    // Account names the login the user used.
    await page.getByRole('button', { name: /0x/ }).first().click()
    await expect(dialog).toContainText('Connected with a passkey')
  } finally {
    if (run.child.exitCode === null && run.child.signalCode === null) await stop(run.child)
    await rm(dataDir, { recursive: true, force: true })
  }
})
