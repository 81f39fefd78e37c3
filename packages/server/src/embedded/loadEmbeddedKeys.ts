import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { ConfigError } from '../errors/config.js'
import type { EmbeddedConfig } from './EmbeddedConfig.js'

/** What each key is for, in the refusal that asks for it. */
const keyPurposes: Record<string, string> = {
  LATCHKEY_RECOVERY_KEY: "the key sealing the embedded wallets' recovery shares",
  LATCHKEY_SHARE_KEY: "the key sealing the embedded wallets' auth shares",
}

/** The two keys of the embedded wallet: one seals auth shares, the other recovery shares. */
export type EmbeddedKeys = { shareKey: Buffer; recoveryKey: Buffer }

/**
 * The keys from the configuration; in development a missing one is made once in a file of
 * its own beside the database (never in it), so restarts keep opening the same shares.
 */
export async function loadEmbeddedKeys(
  config: EmbeddedConfig,
  parameters: { dataDir: string; production: boolean },
): Promise<EmbeddedKeys> {
  const fromFile = async (path: string, variable: string) => {
    const existing = await readFile(path, 'utf8').catch(() => undefined)
    if (existing !== undefined) {
      if (!/^[0-9a-f]{64}$/i.test(existing.trim()))
        throw new ConfigError(variable, path, 'a file holding 64 hex characters')
      return Buffer.from(existing.trim(), 'hex')
    }
    if (parameters.production)
      throw new ConfigError(
        variable,
        '',
        `set in production when LATCHKEY_WALLET_ORIGIN is: ${keyPurposes[variable]}, 64 hex characters (openssl rand -hex 32)${variable === 'LATCHKEY_RECOVERY_KEY' ? ', or LATCHKEY_RECOVERY_KEY_FILE naming a file that holds it' : ''}; kept apart from the database`,
      )
    const key = randomBytes(32)
    await mkdir(dirname(path), { recursive: true })
    await writeFile(path, key.toString('hex'), { mode: 0o600, flag: 'wx' })
    return key
  }
  const recoveryKey = config.recoveryKey
    ? Buffer.from(config.recoveryKey, 'hex')
    : await fromFile(
        config.recoveryKeyFile ?? join(parameters.dataDir, 'embedded-recovery.key'),
        'LATCHKEY_RECOVERY_KEY',
      )
  const shareKey = config.shareKey
    ? Buffer.from(config.shareKey, 'hex')
    : await fromFile(join(parameters.dataDir, 'embedded-share.key'), 'LATCHKEY_SHARE_KEY')
  return { shareKey, recoveryKey }
}
