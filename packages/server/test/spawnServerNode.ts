// Runs the built `latchkey-server` (dist/cli.js, `tsc -b packages/server` first) as a child
// process, the way an operator or an orchestrator does: real signals, a real exit code.
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const cli = join(fileURLToPath(new URL('..', import.meta.url)), 'dist', 'cli.js')

/** One server process. */
export type ServerNode = {
  child: ChildProcess
  /** What it printed so far, stdout and stderr. */
  output: { stdout: string; stderr: string }
  /** Resolves with its exit code (null when a signal ended it). */
  exited: Promise<number | null>
  /** Resolves once it listens; rejects if it exits first. */
  listening: Promise<void>
}

/** Starts the server with only `env` as its configuration (none inherited from this shell). */
export function spawnServerNode(env: Record<string, string>): ServerNode {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(LATCHKEY_|DATABASE_URL$|REDIS_URL$|LOG_LEVEL$)/.test(name),
    ),
  )
  const child = spawn(process.execPath, [cli], { env: { ...inherited, ...env } })
  const output = { stdout: '', stderr: '' }
  const exited = once(child, 'exit').then(([code]) => code as number | null)
  const listening = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output.stdout += chunk
      if (output.stdout.includes('Latchkey server listening on')) resolve()
    })
    exited.then((code) =>
      reject(new Error(`the server exited (${code}) before listening:\n${output.stderr}`)),
    )
  })
  // A rejection nobody waits for (the node stopped later, on purpose) is not an error.
  listening.catch(() => {})
  child.stderr.on('data', (chunk) => {
    output.stderr += chunk
  })
  return { child, output, exited, listening }
}
