import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import type { EmbeddedConfig } from './EmbeddedConfig.js'
import { loadEmbeddedKeys } from './loadEmbeddedKeys.js'

const config: EmbeddedConfig = { mailFrom: 'Latchkey <no-reply@latchkey.local>' }

const folders: string[] = []
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true })))
})
async function folder() {
  const made = await mkdtemp(join(tmpdir(), 'latchkey-keys-'))
  folders.push(made)
  return made
}

describe('loadEmbeddedKeys', () => {
  test('behavior: in development a missing key is made once in its file and read again', async () => {
    const dataDir = await folder()
    const first = await loadEmbeddedKeys(config, { dataDir, production: false })
    const again = await loadEmbeddedKeys(config, { dataDir, production: false })
    expect(again.recoveryKey.equals(first.recoveryKey)).toBe(true)
    expect(again.shareKey.equals(first.shareKey)).toBe(true)
    expect(first.recoveryKey.equals(first.shareKey)).toBe(false)
    expect(await readFile(join(dataDir, 'embedded-recovery.key'), 'utf8')).toBe(
      first.recoveryKey.toString('hex'),
    )
  })

  test('error: production without a key says which, what it is and how to make one', async () => {
    const dataDir = await folder()
    await expect(loadEmbeddedKeys(config, { dataDir, production: true })).rejects.toThrow(
      "LATCHKEY_RECOVERY_KEY must be set in production when LATCHKEY_WALLET_ORIGIN is: the key sealing the embedded wallets' recovery shares, 64 hex characters (openssl rand -hex 32), or LATCHKEY_RECOVERY_KEY_FILE naming a file that holds it; kept apart from the database, got ''",
    )
    await expect(
      loadEmbeddedKeys({ ...config, recoveryKey: 'ab'.repeat(32) }, { dataDir, production: true }),
    ).rejects.toThrow(
      "LATCHKEY_SHARE_KEY must be set in production when LATCHKEY_WALLET_ORIGIN is: the key sealing the embedded wallets' auth shares, 64 hex characters (openssl rand -hex 32); kept apart from the database, got ''",
    )
  })
})
