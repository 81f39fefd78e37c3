// What `npm start` and `npm test` do first: install what is missing, then build.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const chromiumPath = process.env.LATCHKEY_CHROMIUM ?? '/usr/bin/chromium'
/** The flags the benchmarks start Chromium with (headless, nothing fetched in the background). */
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

/**
 * What every command the stack's scripts run gets on top of their environment: Next.js's telemetry
 * off (`npm run build` runs `next build`), so building and running the stack contacts no vendor host.
 */
export const childEnv = { NEXT_TELEMETRY_DISABLED: '1' }

/** Runs a command in the repo, streaming its output; resolves with its exit code. */
export function run(command, args, { env, quiet = false } = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: quiet ? ['ignore', 'ignore', 'inherit'] : ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...childEnv, ...env },
    })
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`)
      resolvePromise(1)
    })
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)))
  })
}

/** Runs a command and throws when it fails. */
export async function runOrThrow(command, args, options) {
  const code = await run(command, args, options)
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${code})`)
}

/** A binary from node_modules/.bin. */
export const bin = (name) => join(root, 'node_modules/.bin', name)

/**
 * Why node_modules does not hold what package-lock.json names in `folder` (the repo by default):
 * nothing installed, a package missing or at another version; undefined when it does. It reads
 * npm's record of the install (node_modules/.package-lock.json), not file times: a fresh checkout's
 * lock is newer than a node_modules it matches.
 */
export function getInstallProblem(folder = root) {
  const readPackages = (path) => JSON.parse(readFileSync(path, 'utf8')).packages ?? {}
  const record = join(folder, 'node_modules/.package-lock.json')
  if (!existsSync(record)) return 'The dependencies are not installed'
  const installed = readPackages(record)
  for (const [path, wanted] of Object.entries(readPackages(join(folder, 'package-lock.json')))) {
    // Optional packages may be another platform's binaries, never installed here.
    if (!path.startsWith('node_modules/') || wanted.optional) continue
    const name = path.slice('node_modules/'.length)
    const found = installed[path]
    if (!found) return `package-lock.json names ${name}, which is not installed`
    if (wanted.version && found.version !== wanted.version)
      return `${name} is installed at ${found.version}; package-lock.json says ${wanted.version}`
  }
  return undefined
}

/** Installs the npm dependencies when node_modules does not hold what package-lock.json names. */
export async function ensureInstalled() {
  const problem = getInstallProblem()
  if (!problem) return
  console.log(`• ${problem}: npm install…`)
  // Not `npm ci`: it refuses a lockfile that lacks other platforms' optional binaries (Biome's),
  // which a registry without them cannot record; `npm install` skips them and keeps the lock.
  await runOrThrow('npm', ['install', '--no-audit', '--no-fund'])
}

/**
 * For a benchmark, which measures the tree as it is and installs nothing: throws, saying what to
 * run, when node_modules does not hold what package-lock.json names.
 */
export function assertInstalled() {
  const problem = getInstallProblem()
  if (problem)
    throw new Error(
      `${problem}. A benchmark does not install: run \`npm install\` first, then the benchmark again.`,
    )
}

/** Installs Debian's Chromium when it is absent (the browser tests need it). */
export async function ensureChromium() {
  if (existsSync(chromiumPath)) return
  if (process.getuid?.() !== 0)
    throw new Error(`Chromium is missing at ${chromiumPath}: install Debian's "chromium" package.`)
  console.log("• Installing Chromium from Debian's packages…")
  const env = { DEBIAN_FRONTEND: 'noninteractive' }
  await runOrThrow('apt-get', ['update', '-qq'], { env })
  await runOrThrow('apt-get', ['install', '-y', '-qq', 'chromium'], { env, quiet: true })
  if (!existsSync(chromiumPath))
    throw new Error(`apt-get installed chromium but ${chromiumPath} is absent`)
}

/** Debian packages whose servers the database and relay tests start when CI is set. */
const ciServices = [
  { package: 'postgresql', probe: '/usr/lib/postgresql' },
  { package: 'redis-server', probe: '/usr/bin/redis-server' },
]

/**
 * In CI (or when LATCHKEY_TEST_SERVICES=1), installs PostgreSQL and Redis so the server's tests
 * also run against them; elsewhere those tests skip and say how to turn them on.
 */
export async function ensureTestServices() {
  if (process.env.CI !== 'true' && process.env.LATCHKEY_TEST_SERVICES !== '1') return
  const missing = ciServices.filter((service) => !existsSync(service.probe))
  if (missing.length === 0) return
  if (process.getuid?.() !== 0)
    throw new Error(
      `Install ${missing.map((service) => service.package).join(' and ')} for the CI tests.`,
    )
  console.log(
    `• Installing ${missing.map((service) => service.package).join(', ')} from Debian's packages…`,
  )
  const env = { DEBIAN_FRONTEND: 'noninteractive' }
  await runOrThrow('apt-get', ['update', '-qq'], { env })
  await runOrThrow(
    'apt-get',
    ['install', '-y', '-qq', ...missing.map((service) => service.package)],
    {
      env,
      quiet: true,
    },
  )
}

/** Builds the packages (tsc), the dev wallet bundle and the demo. */
export async function build() {
  console.log('• Building…')
  await runOrThrow('npm', ['run', '--silent', 'build'])
}
