// Other holders are child processes running proper-lockfile (the library the lock is made with)
// with the lock's own timing, or a small script that refreshes the lock as a holder in another
// PID namespace would: its PID does not exist here. The CLI against a live server is in cli.test.ts.
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, test } from 'vitest'
import { dataLockTiming, lockDataDirectory } from './lockDataDirectory.js'

const packageDir = fileURLToPath(new URL('../..', import.meta.url))
const folders: string[] = []
const children: ChildProcess[] = []
async function folder() {
  const path = await mkdtemp(join(tmpdir(), 'latchkey-lock-'))
  folders.push(path)
  const directory = join(path, 'pglite')
  mkdirSync(directory)
  return directory
}
afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL')
  for (const path of folders.splice(0)) await rm(path, { recursive: true, force: true })
})

/** Runs `script` in a child node; resolves once it prints `ready`. */
async function holder(script: string) {
  const child = spawn(process.execPath, ['-e', script], { cwd: packageDir })
  children.push(child)
  let output = ''
  child.stderr.on('data', (chunk) => {
    output += chunk
  })
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('ready')) resolve()
    })
    child.once('exit', (code) => reject(new Error(`holder exited (${code}): ${output}`)))
  })
  return child
}

// A PID above Linux's largest (4,194,304): no process here has it, as for a holder in another
// container sharing the volume.
const foreignPid = 4_194_999

describe('lockDataDirectory', () => {
  test('default: takes the lock and releases it', async () => {
    const directory = await folder()
    const release = await lockDataDirectory(directory)
    expect(existsSync(`${directory}.lock`)).toBe(true)
    release()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(existsSync(`${directory}.lock`)).toBe(false)
    expect(existsSync(`${directory}.lock-owner`)).toBe(false)
  })

  test('behavior: the same process may open its folder twice; the last release frees it', async () => {
    const directory = await folder()
    const first = await lockDataDirectory(directory)
    const second = await lockDataDirectory(directory)
    first()
    first()
    expect(existsSync(`${directory}.lock`)).toBe(true)
    second()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(existsSync(`${directory}.lock`)).toBe(false)
  })

  test('behavior: a holder whose PID is not visible here but who refreshes the lock keeps it', async () => {
    const directory = await folder()
    await holder(`
      const fs = require('node:fs')
      fs.mkdirSync(${JSON.stringify(`${directory}.lock`)})
      fs.writeFileSync(${JSON.stringify(`${directory}.lock-owner`)}, JSON.stringify({ pid: ${foreignPid}, host: 'other-container' }))
      setInterval(() => { const now = new Date(); fs.utimesSync(${JSON.stringify(`${directory}.lock`)}, now, now) }, 250)
      console.log('ready')
    `)
    const started = Date.now()
    await expect(lockDataDirectory(directory)).rejects.toThrow(
      `The data folder ${directory} is in use by process ${foreignPid} on other-container: stop that server or command first`,
    )
    // It looked until a dead holder's lock would have gone stale, and the lock was still fresh.
    expect(Date.now() - started).toBeGreaterThan(dataLockTiming.staleMs)
  }, 20_000)

  test('behavior: a lock held by this process is refused to another process past the stale time', async () => {
    const directory = await folder()
    const release = await lockDataDirectory(directory)
    try {
      await new Promise((resolve) => setTimeout(resolve, dataLockTiming.staleMs + 1_000))
      const other = spawn(
        process.execPath,
        [
          '-e',
          `require('proper-lockfile').lock(${JSON.stringify(directory)}, { lockfilePath: ${JSON.stringify(`${directory}.lock`)}, realpath: false, stale: ${dataLockTiming.staleMs} })
            .then(() => process.exit(0), (error) => { console.log(error.code); process.exit(1) })`,
        ],
        { cwd: packageDir },
      )
      children.push(other)
      let output = ''
      other.stdout.on('data', (chunk) => {
        output += chunk
      })
      const [code] = await once(other, 'exit')
      expect({ code, output: output.trim() }).toEqual({ code: 1, output: 'ELOCKED' })
    } finally {
      release()
    }
  }, 20_000)

  test('behavior: the lock of a holder killed with SIGKILL is taken over promptly', async () => {
    const directory = await folder()
    const child = await holder(`
      require('proper-lockfile').lock(${JSON.stringify(directory)}, { lockfilePath: ${JSON.stringify(`${directory}.lock`)}, realpath: false, stale: ${dataLockTiming.staleMs}, update: ${dataLockTiming.updateMs} })
        .then(() => console.log('ready'))
      setInterval(() => {}, 1000)
    `)
    child.kill('SIGKILL')
    await once(child, 'exit')
    const killed = Date.now()
    const release = await lockDataDirectory(directory)
    // At most the stale time and a retry's pause after the holder's last refresh.
    expect(Date.now() - killed).toBeLessThan(dataLockTiming.staleMs + 1_500)
    release()
  }, 20_000)

  test('behavior: a lock naming an unrelated live process that nobody refreshes is taken over', async () => {
    const directory = await folder()
    const unrelated = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'])
    children.push(unrelated)
    mkdirSync(`${directory}.lock`)
    writeFileSync(
      `${directory}.lock-owner`,
      JSON.stringify({ pid: unrelated.pid, host: 'this-host' }),
    )
    const old = new Date(Date.now() - 60_000)
    utimesSync(`${directory}.lock`, old, old)
    const release = await lockDataDirectory(directory)
    release()
  })

  test('behavior: the PID file of the previous lock, naming a live process, is not a lock', async () => {
    const directory = await folder()
    const unrelated = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'])
    children.push(unrelated)
    writeFileSync(`${directory}.lock`, String(unrelated.pid))
    const release = await lockDataDirectory(directory)
    release()
  })
})
