// The embedded wallet's server for a route test, over real HTTP: the wallet frame's origin, a
// data folder of its own (the share keys' files), the in-process mail catcher read back from the
// dev inbox as a person would, and a database of the test's kind (PGlite in memory by default).
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Config, loadConfig } from '../src/config.js'
import { createServer } from '../src/createServer.js'
import { getTestDatabases, type TestDatabaseKind } from './getTestDatabases.js'

/** The wallet frame's origin the tests call from, unless they name another. */
export const embeddedTestWalletOrigin = 'http://wallet.test:5175'

/** An answer of the server: its status, parsed body (`{}` when it has none) and Retry-After. */
export type EmbeddedTestAnswer = {
  status: number
  body: Record<string, unknown> & { error?: { code: string; message: string } }
  /** Its Retry-After header; left out (undefined, which `toEqual` ignores) when there is none. */
  retryAfter?: string | undefined
}

/** Parameters of `startEmbeddedTestServer`. */
export type StartEmbeddedTestServerParameters = {
  /** Variables on top of the test's: silent logs, the wallet origin, the data folder. */
  env?: Record<string, string> | undefined
  /** Changes the loaded configuration before the server starts (a lifetime, a mail sender…). */
  configure?: ((config: Config) => void) | undefined
  /** The database's kind (`getTestDatabases`); PGlite in memory by default. */
  database?: TestDatabaseKind | undefined
  /** The wallet frame's origin; `embeddedTestWalletOrigin` by default. */
  walletOrigin?: string | undefined
}

/** The configuration a test's embedded server loads: silent logs and the wallet origin. */
export function loadEmbeddedTestConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    LOG_LEVEL: 'silent',
    LATCHKEY_WALLET_ORIGIN: embeddedTestWalletOrigin,
    ...env,
  })
}

/**
 * Starts the server with the embedded wallet on a free loopback port. `call` speaks as the wallet
 * frame (its origin, a session token when given); `stop` closes the server and deletes its
 * database and data folder.
 */
export async function startEmbeddedTestServer(parameters: StartEmbeddedTestServerParameters = {}) {
  const walletOrigin = parameters.walletOrigin ?? embeddedTestWalletOrigin
  const dataDir = await mkdtemp(join(tmpdir(), 'latchkey-embedded-test-'))
  const created = await (
    parameters.database ?? (getTestDatabases()[0] as TestDatabaseKind)
  ).create()
  const config = loadEmbeddedTestConfig({
    LATCHKEY_DATA_DIR: dataDir,
    LATCHKEY_WALLET_ORIGIN: walletOrigin,
    ...parameters.env,
  })
  parameters.configure?.(config)
  const server = createServer({ config, database: created.database })
  const url = await server.listen({ host: '127.0.0.1', port: 0 })

  return {
    server,
    url,
    dataDir,
    ...createEmbeddedTestClient(url, walletOrigin),
    async stop() {
      await server.close()
      await created.drop().catch(() => {})
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * Speaks to the server at `url` as the wallet frame at `walletOrigin` does, and reads its dev
 * inbox as a person would.
 */
export function createEmbeddedTestClient(url: string, walletOrigin = embeddedTestWalletOrigin) {
  /** A request from the wallet frame, or from `origin` (none when null), with `token`'s session. */
  const call = async (
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: unknown,
    token?: string,
    origin: string | null = walletOrigin,
  ): Promise<EmbeddedTestAnswer> => {
    const headers: Record<string, string> = {}
    if (origin !== null) headers.origin = origin
    if (token) headers.authorization = `Bearer ${token}`
    if (body !== undefined) headers['content-type'] = 'application/json'
    const response = await fetch(`${url}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await response.text()
    const retryAfter = response.headers.get('retry-after') ?? undefined
    return { status: response.status, body: text ? JSON.parse(text) : {}, retryAfter }
  }
  /** The newest message the server mailed to `email` (the dev inbox lists the newest first). */
  const lastMail = async (email: string) => {
    const inbox = (await (await fetch(`${url}/dev/inbox?format=json`)).json()) as {
      messages: Array<{ to: string; subject: string; text: string }>
    }
    const message = inbox.messages.find((entry) => entry.to === email)
    if (!message) throw new Error(`No mail to ${email}`)
    return message
  }
  return {
    walletOrigin,
    call,
    lastMail,
    /** The six-digit code of the newest mail to `email`. */
    codeOf: async (email: string) => (await lastMail(email)).subject.match(/\d{6}/)?.[0] ?? '',
  }
}

/** What `createEmbeddedTestClient` gives. */
export type EmbeddedTestClient = ReturnType<typeof createEmbeddedTestClient>

/** A running server of `startEmbeddedTestServer`. */
export type EmbeddedTestServer = Awaited<ReturnType<typeof startEmbeddedTestServer>>
