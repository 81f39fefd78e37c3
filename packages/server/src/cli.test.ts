// Runs the built `latchkey-server` command as a child process, the way an operator does.
import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { connectRelayClient } from '../test/connectRelayClient.js'

const packageDir = fileURLToPath(new URL('..', import.meta.url))
const cli = join(packageDir, 'dist', 'cli.js')
let dataDir: string

beforeAll(async () => {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')
  await promisify(execFile)(process.execPath, [tsc, '-b', packageDir])
  dataDir = await mkdtemp(join(tmpdir(), 'latchkey-cli-test-'))
}, 120_000)
afterAll(() => rm(dataDir, { recursive: true, force: true }))

/** Starts the command with only the given configuration (none inherited from this shell). */
function runCli(env: Record<string, string>, args: string[] = []) {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(LATCHKEY_|DATABASE_URL$|LOG_LEVEL$)/.test(name),
    ),
  )
  const child = spawn(process.execPath, [cli, ...args], { env: { ...inherited, ...env } })
  const output = { stdout: '', stderr: '' }
  child.stdout.on('data', (chunk) => {
    output.stdout += chunk
  })
  child.stderr.on('data', (chunk) => {
    output.stderr += chunk
  })
  const exited = once(child, 'exit').then(([code]) => code as number | null)
  return { child, output, exited }
}

async function waitForOutput(child: ChildProcess, output: { stdout: string }, pattern: RegExp) {
  while (!pattern.test(output.stdout)) {
    if (child.exitCode !== null) throw new Error(`exited early:\n${output.stdout}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return pattern.exec(output.stdout)!
}

describe('latchkey-server', () => {
  test('default: prints the summary and URL, answers /health, exits 0 on SIGTERM', async () => {
    const run = runCli({ LATCHKEY_PORT: '0', LATCHKEY_DATA_DIR: dataDir, LOG_LEVEL: 'warn' })
    try {
      const [, url] = await waitForOutput(
        run.child,
        run.output,
        /Latchkey server listening on (http:\/\/127\.0\.0\.1:\d+)\n/,
      )
      expect(run.output.stdout).toContain(`database    PGlite in ${join(dataDir, 'pglite')}`)
      const response = await fetch(`${url}/health`)
      expect(response.status).toBe(200)
      expect(await response.json()).toMatchObject({ status: 'ok', database: 'pglite' })
      run.child.kill('SIGTERM')
      expect(await run.exited).toBe(0)
      await expect(fetch(`${url}/health`)).rejects.toThrow()
    } finally {
      run.child.kill('SIGKILL')
    }
  })

  test('behavior: SIGINT stops it too', async () => {
    const run = runCli({ LATCHKEY_PORT: '0', LATCHKEY_DATA_DIR: dataDir, LOG_LEVEL: 'warn' })
    try {
      await waitForOutput(run.child, run.output, /listening on/)
      run.child.kill('SIGINT')
      expect(await run.exited).toBe(0)
    } finally {
      run.child.kill('SIGKILL')
    }
  })

  test('behavior: a command cannot take the data folder of a live server; it can once the server is killed', async () => {
    const env = { LATCHKEY_DATA_DIR: dataDir, LOG_LEVEL: 'warn' }
    const run = runCli({ ...env, LATCHKEY_PORT: '0' })
    try {
      await waitForOutput(run.child, run.output, /listening on/)
      const refused = runCli(env, ['project', 'list'])
      expect(await refused.exited).toBe(1)
      expect(refused.output.stderr).toContain(
        `latchkey-server: The data folder ${join(dataDir, 'pglite')} is in use by process ${run.child.pid}`,
      )
      run.child.kill('SIGKILL')
      await run.exited
      const killed = Date.now()
      const taken = runCli(env, ['project', 'list'])
      expect(await taken.exited).toBe(0)
      // The lock goes stale 5 s after the server's last refresh; the command waits for that.
      expect(Date.now() - killed).toBeLessThan(15_000)
    } finally {
      run.child.kill('SIGKILL')
    }
  }, 60_000)

  test('behavior: bad configuration exits 1 with the message and no stack', async () => {
    const run = runCli({ LATCHKEY_PORT: 'abc' })
    expect(await run.exited).toBe(1)
    expect(run.output.stderr).toBe(
      "latchkey-server: LATCHKEY_PORT must be an integer from 0 to 65535 (0 picks a free port), got 'abc'\n",
    )
    expect(run.output.stdout).toBe('')
  })

  test('behavior: --help prints the variables; unknown arguments exit 2', async () => {
    const help = runCli({}, ['--help'])
    expect(await help.exited).toBe(0)
    expect(help.output.stdout).toContain('DATABASE_URL')
    expect(help.output.stdout).toContain('latchkey-server project add <id>')
    expect(help.output.stdout).toContain('latchkey-server import-wallets <file.json> [--replace]')
    const unknown = runCli({}, ['serve'])
    expect(await unknown.exited).toBe(2)
    expect(unknown.output.stderr).toContain('unknown arguments: serve')
  })
})

describe('latchkey-server under kill -9', () => {
  test('behavior: killed during relay publishes, it loses no message it acknowledged', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'latchkey-cli-kill-'))
    const env = { LATCHKEY_PORT: '0', LATCHKEY_DATA_DIR: folder, LOG_LEVEL: 'warn' }
    const listening = /Latchkey server listening on http:\/\/(127\.0\.0\.1:\d+)\n/
    const first = runCli(env)
    const second = { current: undefined as ReturnType<typeof runCli> | undefined }
    try {
      const [, host] = await waitForOutput(first.child, first.output, listening)
      const publisher = await connectRelayClient({ url: `ws://${host}` })
      const topic = 'ab'.repeat(32)
      const acknowledged: string[] = []
      // Publishes go out back to back; the process is killed once some have been answered, with
      // others on their way or being written.
      for (let index = 0; index < 150; index++) {
        const message = Buffer.from(`message ${index}`).toString('base64')
        // Those cut by the kill never answer: they were not acknowledged.
        publisher.request('irn_publish', { topic, message, ttl: 300 }).then(
          (answer) => answer.result === true && acknowledged.push(message),
          () => {},
        )
      }
      while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 5))
      first.child.kill('SIGKILL')
      await first.exited
      await publisher.close()
      expect(acknowledged.length).toBeGreaterThanOrEqual(20)

      second.current = runCli(env)
      const [, again] = await waitForOutput(second.current.child, second.current.output, listening)
      const reader = await connectRelayClient({ url: `ws://${again}` })
      const received = new Set<string>()
      for (let page = 0; page < 3; page++) {
        const { result } = await reader.request('irn_fetchMessages', { topic })
        const { messages } = result as { messages: Array<{ message: string }> }
        for (const { message } of messages) received.add(message)
      }
      expect(acknowledged.filter((message) => !received.has(message))).toEqual([])
      await reader.close()
    } finally {
      first.child.kill('SIGKILL')
      second.current?.child.kill('SIGKILL')
      await rm(folder, { recursive: true, force: true })
    }
  }, 90_000)
})

describe('latchkey-server project and import-wallets', () => {
  // Each run opens the embedded database (a second or more; the data folder the tests above made
  // saves creating one): the cases are in the unit tests of runProjectCommand and
  // runImportWalletsCommand, these check the wiring of the command.
  test('default: project add, then list, in the configured database', async () => {
    const env = { LATCHKEY_DATA_DIR: dataDir, LOG_LEVEL: 'warn' }
    const add = runCli(env, [
      'project',
      'add',
      'demo',
      '--origin',
      'https://app.example',
      '--origin',
      'http://127.0.0.1:5173/',
    ])
    expect(await add.exited).toBe(0)
    expect(add.output.stdout).toBe(
      'Added project demo: http://127.0.0.1:5173, https://app.example\n',
    )
    const list = runCli(env, ['project', 'list'])
    expect(await list.exited).toBe(0)
    expect(list.output.stdout).toBe('demo: http://127.0.0.1:5173, https://app.example\n')
  })

  test('default: import-wallets merges into the curated catalog; a bad file exits 1', async () => {
    const env = { LATCHKEY_DATA_DIR: dataDir, LOG_LEVEL: 'warn' }
    const builtin = (
      JSON.parse(await readFile(join(packageDir, 'data', 'wallets.json'), 'utf8')) as unknown[]
    ).length
    const good = join(dataDir, 'mine.json')
    await writeFile(good, JSON.stringify([{ id: 'mine', name: 'Mine', chains: ['eip155:1'] }]))
    const imported = runCli(env, ['import-wallets', good])
    expect(await imported.exited).toBe(0)
    expect(imported.output.stdout).toBe(
      `Imported 1 wallets from ${good} (merge): 1 added, 0 updated, 0 removed; the catalog has ${builtin + 1}.\n`,
    )

    const bad = join(dataDir, 'bad.json')
    await writeFile(bad, JSON.stringify([{ id: 'Bad', name: 'Bad', chains: ['eip155:1'] }]))
    const refused = runCli(env, ['import-wallets', bad, '--replace'])
    expect(await refused.exited).toBe(1)
    expect(refused.output.stderr).toBe(
      `latchkey-server: ${bad}: 1 problem; nothing was imported.\n  - entry 1 (id 'Bad'), id: must be 1 to 64 lowercase letters, digits and hyphens, starting with a letter or digit, got "Bad"\n`,
    )
  })
})
