// Starts a throwaway PostgreSQL cluster from the distribution's binaries, for tests only.
import { execFile } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'
import { promisify } from 'node:util'
import { getFreePort } from './getFreePort.js'

const run = promisify(execFile)

/** A running PostgreSQL cluster and the call that stops it and deletes its files. */
export type StartPostgresReturnType = {
  /** Superuser URL of the cluster's `postgres` database, e.g. `postgres://postgres@127.0.0.1:54321/postgres`. */
  url: string
  stop(): Promise<void>
}

/** Finds a folder holding `initdb` and `pg_ctl`: Debian's newest /usr/lib/postgresql/<version>/bin, else PATH. */
export function findPostgresBinaries(): string | undefined {
  const debian = '/usr/lib/postgresql'
  const versions = existsSync(debian)
    ? readdirSync(debian)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => join(debian, version, 'bin'))
    : []
  const path = (process.env.PATH ?? '').split(delimiter).filter(Boolean)
  return [...versions, ...path].find(
    (folder) => existsSync(join(folder, 'initdb')) && existsSync(join(folder, 'pg_ctl')),
  )
}

/** Creates a cluster in a temporary folder and starts it on a free 127.0.0.1 port. */
export async function startPostgres(): Promise<StartPostgresReturnType> {
  const binaries = findPostgresBinaries()
  if (!binaries)
    throw new Error(
      "PostgreSQL binaries not found in /usr/lib/postgresql/*/bin or PATH: install Debian's postgresql package.",
    )
  const folder = await mkdtemp(join(tmpdir(), 'latchkey-postgres-'))
  const dataDir = join(folder, 'data')
  const logFile = join(folder, 'postgres.log')
  // PostgreSQL refuses to run as root: as root, hand the folder to the `postgres` system user.
  const asUser = process.getuid?.() === 0 ? await postgresUser(folder) : undefined
  const pg = (program: string, args: string[]) =>
    asUser
      ? run('runuser', ['-u', asUser, '--', join(binaries, program), ...args])
      : run(join(binaries, program), args)

  const stop = async () => {
    await pg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']).catch(() => {})
    await rm(folder, { recursive: true, force: true })
  }
  try {
    await pg('initdb', [
      ...['-D', dataDir, '-U', 'postgres', '--auth=trust'],
      ...['--encoding=UTF8', '--no-locale', '--no-sync'],
    ])
    // A free port can be taken between the probe and the start: try a few.
    for (let attempt = 1; ; attempt++) {
      const port = await getFreePort()
      // Durability is pointless for a throwaway cluster and costs seconds per test run.
      const options = `-p ${port} -h 127.0.0.1 -k ${folder} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`
      try {
        await pg('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '30', 'start'])
        return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop }
      } catch (error) {
        if (attempt === 3) throw error
      }
    }
  } catch (error) {
    const log = await readFile(logFile, 'utf8').catch(() => '')
    await stop()
    throw new Error(`PostgreSQL did not start: ${(error as Error).message}\n${log}`, {
      cause: error,
    })
  }
}

async function postgresUser(folder: string): Promise<string> {
  const user = 'postgres'
  const id = async (flag: string) => Number((await run('id', [flag, user])).stdout.trim())
  await chown(folder, await id('-u'), await id('-g'))
  return user
}
