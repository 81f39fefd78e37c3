import { type ChildProcess, spawn } from 'node:child_process'
import { getAnvilBinaryPath } from './getAnvilBinaryPath.js'

export type StartAnvilParameters = {
  chainId: number
  /** 0 (the default) lets the system pick a free port. */
  port?: number
  host?: string
  /** Derives the funded accounts from this mnemonic instead of anvil's default dev mnemonic. */
  mnemonic?: string
  /** Seconds between blocks; without it anvil mines one block per transaction, at once. */
  blockTime?: number
  /** The anvil executable; defaults to the one npm installed with `@foundry-rs/anvil`. */
  binaryPath?: string
  /** Milliseconds to wait for anvil to listen; defaults to 10 s. */
  startupTimeout?: number
  /** More anvil command-line arguments, passed as given. */
  extraArgs?: readonly string[]
}

/** A running anvil node. */
export type AnvilInstance = {
  chainId: number
  rpcUrl: string
  process: ChildProcess
  /** Stops the node and resolves once its process has exited; safe to call more than once. */
  stop(): Promise<void>
}

const listeningPattern = /Listening on (\S+):(\d+)/
// Kept from anvil's output so that a failure can say why without keeping the whole log.
const outputTail = 4_000
const killGrace = 3_000

/** Starts an anvil node and resolves once it accepts JSON-RPC requests. */
export async function startAnvil(parameters: StartAnvilParameters): Promise<AnvilInstance> {
  const { chainId, port = 0, host = '127.0.0.1', startupTimeout = 10_000 } = parameters
  const binary = parameters.binaryPath ?? getAnvilBinaryPath()
  const args = ['--host', host, '--port', String(port), '--chain-id', String(chainId)]
  if (parameters.mnemonic) args.push('--mnemonic', parameters.mnemonic)
  if (parameters.blockTime !== undefined) args.push('--block-time', String(parameters.blockTime))
  args.push(...(parameters.extraArgs ?? []))

  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  watchParentExit(child)
  let stdout = ''
  let stderr = ''
  // Both pipes are read for the whole life of the node: anvil logs every call, and a full pipe
  // would block it.
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout = (stdout + chunk).slice(-outputTail)
  })
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-outputTail)
  })

  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= new Promise<void>((resolve) => {
      const exited = child.exitCode !== null || child.signalCode !== null
      if (exited || child.pid === undefined) return resolve()
      const timer = setTimeout(() => child.kill('SIGKILL'), killGrace)
      child.once('exit', () => {
        clearTimeout(timer)
        resolve()
      })
      child.kill('SIGTERM')
    })
    return stopping
  }

  const describe = () =>
    `anvil's stderr:\n${stderr.trim() || '(empty)'}\nanvil's last output:\n${stdout.trim().slice(-500) || '(empty)'}`

  try {
    const address = await new Promise<{ host: string; port: string }>((resolve, reject) => {
      const timer = setTimeout(() => {
        done()
        reject(
          new Error(
            `anvil (chain ${chainId}) did not start listening within ${startupTimeout} ms.\n${describe()}`,
          ),
        )
      }, startupTimeout)
      const onData = () => {
        const match = listeningPattern.exec(stdout)
        if (!match) return
        done()
        resolve({ host: match[1]!, port: match[2]! })
      }
      const onExit = (code: number | null, signal: string | null) => {
        done()
        reject(
          new Error(
            `anvil (chain ${chainId}) exited (${signal ?? `code ${code}`}) before listening on ${host}:${port}.\n${describe()}`,
          ),
        )
      }
      const onError = (error: Error) => {
        done()
        reject(
          new Error(
            `anvil (chain ${chainId}) could not be started from ${binary}: ${error.message}`,
          ),
        )
      }
      const done = () => {
        clearTimeout(timer)
        child.stdout.off('data', onData)
        child.off('close', onExit)
        child.off('error', onError)
      }
      child.stdout.on('data', onData)
      // 'close' rather than 'exit': by then anvil's stderr has been read to the end.
      child.once('close', onExit)
      child.once('error', onError)
    })
    return { chainId, rpcUrl: `http://${address.host}:${address.port}`, process: child, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

const running = new Set<ChildProcess>()
const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const

function killAll() {
  for (const child of running) child.kill('SIGKILL')
}

function onSignal(signal: NodeJS.Signals) {
  killAll()
  // Another handler owns this signal and will end the process when it has cleaned up.
  if (process.listenerCount(signal) > 1) return
  // Otherwise keep Node's default (exit on the signal), which our listener alone would cancel.
  unhook()
  process.kill(process.pid, signal)
}

function hook() {
  process.on('exit', killAll)
  for (const signal of signals) process.on(signal, onSignal)
}

function unhook() {
  process.off('exit', killAll)
  for (const signal of signals) process.off(signal, onSignal)
}

/** Kills the node when this process ends, however it ends short of SIGKILL. */
function watchParentExit(child: ChildProcess) {
  if (running.size === 0) hook()
  running.add(child)
  // 'close' also follows a failed spawn, which has no 'exit'.
  child.once('close', () => {
    running.delete(child)
    if (running.size === 0) unhook()
  })
}
