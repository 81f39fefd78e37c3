import { readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { DatabaseLockedError } from '../errors/database.js'

/**
 * Takes `${directory}.lock` for this process, so a second server or CLI command cannot open the
 * same PGlite folder (PGlite has no lock of its own, and two processes would corrupt it).
 * A lock left by a process that no longer runs is taken over. Returns the release function.
 */
export function lockDataDirectory(directory: string): () => void {
  const lockPath = `${directory}.lock`
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockPath, String(process.pid), { flag: 'wx' })
      let released = false
      const release = () => {
        if (released) return
        released = true
        process.off('exit', release)
        try {
          unlinkSync(lockPath)
        } catch {
          // Already gone: nothing to release.
        }
      }
      process.on('exit', release)
      return release
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = Number(readFileSync(lockPath, 'utf8'))
      // One process may reopen its own folder (tests restart a server in place).
      if (owner === process.pid) return () => {}
      if (Number.isSafeInteger(owner) && owner > 0 && isRunning(owner))
        throw new DatabaseLockedError(directory, owner)
      unlinkSync(lockPath)
    }
  }
  throw new DatabaseLockedError(directory, undefined)
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
