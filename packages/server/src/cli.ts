#!/usr/bin/env node
import type { CommandContext } from './CommandContext.js'
import { formatConfigSummary, loadConfig } from './config.js'
import { openDatabase } from './db/openDatabase.js'
import { runMigrations } from './db/runMigrations.js'
import { BaseError } from './errors/base.js'
import { runProjectCommand } from './projects/runProjectCommand.js'
import { runImportWalletsCommand } from './registry/runImportWalletsCommand.js'
import { seedRegistry } from './registry/seedRegistry.js'
import { startServer } from './startServer.js'

const usage = `Usage: latchkey-server [start]
       latchkey-server project add <id> [--name <name>] [--origin <origin>]...
       latchkey-server project list
       latchkey-server project remove <id> [--origin <origin>]...
       latchkey-server import-wallets <file.json> [--replace]

Starts the Latchkey server, or manages its projects (which page origins may call the public API)
and its wallet catalog. Configuration comes from environment variables:
  LATCHKEY_HOST        address to listen on (default 127.0.0.1)
  LATCHKEY_PORT        port to listen on; 0 picks a free one (default 8787)
  LATCHKEY_DATA_DIR    folder for the embedded database (default .latchkey/data)
  LATCHKEY_PUBLIC_URL  URL clients reach the server at, when behind a proxy
  DATABASE_URL         PostgreSQL URL; the embedded PGlite database is used when unset
  LOG_LEVEL            fatal, error, warn, info, debug, trace or silent (default info)
  LATCHKEY_ANALYTICS   on or off: whether the widget is told to send analytics (default off)
  LATCHKEY_SHUTDOWN_GRACE_MS  on SIGTERM/SIGINT, time for requests under way (default 10000)

On SIGTERM or SIGINT the server stops accepting, closes relay sockets (1001: WalletConnect
clients reconnect, through a balancer to another node), lets requests under way finish within
the grace, closes its database and Redis, and exits 0. A second signal exits at once.

With the embedded database, stop the server before running project or import-wallets: PGlite's
files can be open in one process at a time.`

/** Runs the `latchkey-server` command and resolves with its exit code once it should exit. */
async function main(args: string[]): Promise<number> {
  const [command = 'start', ...rest] = args
  if (command === '--help' || command === '-h' || command === 'help') {
    process.stdout.write(`${usage}\n`)
    return 0
  }
  if (command === 'project' || command === 'import-wallets')
    return runDatabaseCommand(command === 'project' ? runProjectCommand : runImportWalletsCommand, {
      args: rest,
      seed: command === 'import-wallets',
    })
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
  const graceMs = config.limits.shutdownGraceMs
  running.server.log.info({ signal, graceMs }, 'stopping: finishing the requests under way')
  await running.close()
  running.server.log.info('stopped')
  return 0
}

/** Opens and migrates the configured database, runs one subcommand on it, and closes it. */
async function runDatabaseCommand(
  run: (args: string[], context: CommandContext) => Promise<number>,
  options: { args: string[]; seed: boolean },
): Promise<number> {
  const config = loadConfig()
  const database = await openDatabase(config)
  try {
    await runMigrations(database)
    // An import merges into the catalog a started server would have: seed it the same way first.
    if (options.seed) await seedRegistry(database)
    return await run(options.args, {
      database,
      stdout: (text) => process.stdout.write(text),
      stderr: (text) => process.stderr.write(text),
    })
  } finally {
    await database.close()
  }
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
