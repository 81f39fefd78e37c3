// Starts a throwaway Redis server from the distribution's binary, for tests only.
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'
import { getFreePort } from './getFreePort.js'

/** A running Redis server and the call that stops it and deletes its folder. */
export type StartRedisReturnType = {
  /** e.g. `redis://127.0.0.1:6390` */
  url: string
  stop(): Promise<void>
}

/** Finds `redis-server`: Debian's /usr/bin/redis-server, else on PATH. */
export function findRedisServer(): string | undefined {
  const path = (process.env.PATH ?? '').split(delimiter).filter(Boolean)
  return ['/usr/bin', ...path]
    .map((folder) => join(folder, 'redis-server'))
    .find((candidate) => existsSync(candidate))
}

/** Starts Redis on a free 127.0.0.1 port, keeping nothing on disk. */
export async function startRedis(): Promise<StartRedisReturnType> {
  const binary = findRedisServer()
  if (!binary)
    throw new Error(
      "redis-server not found in /usr/bin or PATH: install Debian's redis-server package.",
    )
  const folder = await mkdtemp(join(tmpdir(), 'latchkey-redis-'))
  // A free port can be taken between the probe and the start: try a few.
  for (let attempt = 1; ; attempt++) {
    const port = await getFreePort()
    const child = spawn(binary, [
      ...['--port', String(port), '--bind', '127.0.0.1', '--dir', folder],
      // Durability is pointless for a throwaway server.
      ...['--save', '', '--appendonly', 'no'],
    ])
    try {
      await waitForReady(child)
      return {
        url: `redis://127.0.0.1:${port}`,
        async stop() {
          if (child.exitCode === null) {
            const exited = new Promise((resolve) => child.once('exit', resolve))
            child.kill('SIGTERM')
            await exited
          }
          await rm(folder, { recursive: true, force: true })
        },
      }
    } catch (error) {
      child.kill('SIGKILL')
      if (attempt === 3) {
        await rm(folder, { recursive: true, force: true })
        throw error
      }
    }
  }
}

function waitForReady(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => fail(new Error('timed out')), 10_000)
    const fail = (error: Error) => {
      clearTimeout(timer)
      reject(new Error(`Redis did not start: ${error.message}\n${output}`))
    }
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk
      if (/Ready to accept connections/.test(output)) {
        clearTimeout(timer)
        resolve()
      }
    })
    child.once('error', fail)
    child.once('exit', (code) => fail(new Error(`exited with code ${code}`)))
  })
}
