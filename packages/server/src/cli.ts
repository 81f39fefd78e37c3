#!/usr/bin/env node
import { formatConfigSummary, loadConfig } from './config.js'
import { BaseError } from './errors/base.js'
import { startServer } from './startServer.js'

const usage = `Usage: latchkey-server [start]

Starts the Latchkey server. Configuration comes from environment variables:
  LATCHKEY_HOST        address to listen on (default 127.0.0.1)
  LATCHKEY_PORT        port to listen on; 0 picks a free one (default 8787)
  LATCHKEY_DATA_DIR    folder for the embedded database (default .latchkey/data)
  LATCHKEY_PUBLIC_URL  URL clients reach the server at, when behind a proxy
  DATABASE_URL         PostgreSQL URL; the embedded PGlite database is used when unset
  LOG_LEVEL            fatal, error, warn, info, debug, trace or silent (default info)`

/** Runs the `latchkey-server` command and resolves with its exit code once it should exit. */
async function main(args: string[]): Promise<number> {
  const [command = 'start', ...rest] = args
  if (command === '--help' || command === '-h' || command === 'help') {
    process.stdout.write(`${usage}\n`)
    return 0
  }
  if (command !== 'start' || rest.length > 0) {
    process.stderr.write(`latchkey-server: unknown arguments: ${args.join(' ')}\n\n${usage}\n`)
    return 2
  }

  const config = loadConfig()
  process.stdout.write(`${formatConfigSummary(config)}\n`)

  // Listen for signals before starting: being killed halfway through the embedded database's
  // first initialisation would leave a data folder that cannot open again.
  const stopRequested = new Promise<NodeJS.Signals>((resolve) => {
    const onSignal = (signal: NodeJS.Signals) => {
      resolve(signal)
      // A second signal means the operator does not want to wait.
      process.once('SIGINT', () => process.exit(1))
      process.once('SIGTERM', () => process.exit(1))
    }
    process.once('SIGINT', onSignal)
    process.once('SIGTERM', onSignal)
  })
  const running = await startServer({ config })
  process.stdout.write(`Latchkey server listening on ${running.url}\n`)

  const signal = await stopRequested
  running.server.log.info({ signal }, 'stopping')
  await running.close()
  return 0
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    // Expected failures (bad config, a migration conflict) print their message; others their stack.
    const text =
      error instanceof BaseError || (error instanceof Error && 'code' in error)
        ? error.message
        : error instanceof Error
          ? (error.stack ?? error.message)
          : String(error)
    process.stderr.write(`latchkey-server: ${text}\n`)
    process.exitCode = 1
  },
)
