import { spawn } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { lockDataDirectory } from './lockDataDirectory.js'

const folders: string[] = []
async function folder() {
  const path = await mkdtemp(join(tmpdir(), 'latchkey-lock-'))
  folders.push(path)
  return join(path, 'pglite')
}
afterEach(async () => {
  for (const path of folders.splice(0)) await rm(path, { recursive: true, force: true })
})

describe('lockDataDirectory', () => {
  test('default: takes the lock and releases it', async () => {
    const directory = await folder()
    const release = lockDataDirectory(directory)
    expect(existsSync(`${directory}.lock`)).toBe(true)
    release()
    expect(existsSync(`${directory}.lock`)).toBe(false)
  })

  test('behavior: a folder held by another running process is refused with a clear error', async () => {
    const directory = await folder()
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'])
    try {
      writeFileSync(`${directory}.lock`, String(other.pid))
      expect(() => lockDataDirectory(directory)).toThrow(
        `The data folder ${directory} is in use by process ${other.pid}: stop that server or command first`,
      )
    } finally {
      other.kill()
    }
  })

  test('behavior: a lock left by a process that has exited is taken over', async () => {
    const directory = await folder()
    const gone = spawn(process.execPath, ['-e', ''])
    await new Promise((resolve) => gone.once('exit', resolve))
    writeFileSync(`${directory}.lock`, String(gone.pid))
    const release = lockDataDirectory(directory)
    release()
    expect(existsSync(`${directory}.lock`)).toBe(false)
  })
})
