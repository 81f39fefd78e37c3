import { lstatSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import lockfile from 'proper-lockfile'
import { DatabaseLockedError } from '../errors/database.js'

/** Parameters of `lockDataDirectory`. */
export type LockDataDirectoryParameters = {
  /**
   * Called when the lock was lost while held (its folder removed, or taken by a process that
   * found it stale): the folder may now be open twice, so the default ends this process.
   */
  onCompromised?: ((error: Error) => void) | undefined
}

/**
 * How the lock stays valid: its holder touches it every `updateMs`, and a lock not touched for
 * `staleMs` is taken over. A holder killed with SIGKILL (or in another PID namespace, where its
 * PID means nothing) is thus recognised by the lock's age alone, never by its PID.
 */
export const dataLockTiming = { staleMs: 5_000, updateMs: 1_000 } as const

const retryDelay = 500

// One process may open its own folder more than once (tests restart a server in place): it
// holds the lock once and releases it with the last opener.
const held = new Map<string, { count: number; release: () => void }>()

/**
 * Takes `${directory}.lock` for this process, so a second server or CLI command cannot open the
 * same PGlite folder (PGlite has no lock of its own, and two processes would corrupt it). The
 * lock is a folder made atomically and refreshed while held; one left unrefreshed by a process
 * that died is taken over after `dataLockTiming.staleMs` (this waits that long before refusing a
 * lock that is held). Resolves with the release function.
 */
export async function lockDataDirectory(
  directory: string,
  parameters: LockDataDirectoryParameters = {},
): Promise<() => void> {
  const lockPath = `${directory}.lock`
  const ownerPath = `${directory}.lock-owner`
  const mine = held.get(lockPath)
  if (mine) {
    mine.count++
    return once(() => releaseHeld(lockPath))
  }

  removeLegacyLock(lockPath)
  let unlock: () => Promise<void>
  try {
    unlock = await lockfile.lock(directory, {
      lockfilePath: lockPath,
      realpath: false,
      stale: dataLockTiming.staleMs,
      update: dataLockTiming.updateMs,
      // A lock found held may be a dead holder's, not yet stale (a server restarted right after
      // SIGKILL): look again until it would have gone stale, then give up.
      retries: {
        retries: Math.ceil((dataLockTiming.staleMs + dataLockTiming.updateMs) / retryDelay),
        minTimeout: retryDelay,
        maxTimeout: retryDelay,
        factor: 1,
      },
      onCompromised: parameters.onCompromised ?? exitCompromised(directory),
    })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED')
      throw new DatabaseLockedError(directory, readOwner(ownerPath))
    throw error
  }
  // Only for the message another process shows when refused; the lock is the folder alone.
  try {
    writeFileSync(ownerPath, JSON.stringify({ pid: process.pid, host: hostname() }))
  } catch {
    // The message then names no process: the lock holds all the same.
  }

  const entry = {
    count: 1,
    release: () => {
      held.delete(lockPath)
      process.off('exit', entry.release)
      rmSync(ownerPath, { force: true })
      // The refresh timer stops now; the folder goes a moment later.
      unlock().catch(() => {})
    },
  }
  held.set(lockPath, entry)
  // On a normal exit the folder goes at once instead of going stale.
  process.on('exit', entry.release)
  return once(() => releaseHeld(lockPath))
}

function releaseHeld(lockPath: string) {
  const entry = held.get(lockPath)
  if (!entry) return
  entry.count--
  if (entry.count === 0) entry.release()
}

function once(release: () => void): () => void {
  let released = false
  return () => {
    if (released) return
    released = true
    release()
  }
}

// Before this lock, `${directory}.lock` was a file naming a PID: a PID proves nothing across PID
// namespaces, and an unrelated live process with that PID blocked the folder until removed by
// hand. Such a file is not a lock any more.
function removeLegacyLock(lockPath: string) {
  try {
    if (lstatSync(lockPath).isFile()) unlinkSync(lockPath)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
}

function readOwner(ownerPath: string): { pid: number; host: string } | undefined {
  try {
    const owner = JSON.parse(readFileSync(ownerPath, 'utf8')) as { pid?: unknown; host?: unknown }
    if (Number.isSafeInteger(owner.pid) && typeof owner.host === 'string')
      return { pid: owner.pid as number, host: owner.host }
  } catch {
    // Being written, or gone: the message names no process.
  }
  return undefined
}

function exitCompromised(directory: string) {
  return (error: Error) => {
    // Another process may be writing the folder now: stopping at once, as after SIGKILL, loses
    // nothing acknowledged, where writing on would corrupt it.
    process.stderr.write(
      `latchkey-server: lost the lock on the data folder ${directory} (${error.message}); stopping.\n`,
    )
    process.exit(70)
  }
}
