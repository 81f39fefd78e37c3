import type { Hex } from 'viem'
import type { BundlerConfig } from '../bundler/BundlerConfig.js'
import type { ConfigEnvironment } from '../config.js'
import { ConfigError } from '../errors/config.js'

/** The key `POST /v1/sessions/{address}/revoke` relays owner-signed revocations with. */
export type SessionRelayerConfig = {
  /** LATCHKEY_SESSIONS_RELAYER_KEY: needs some of each bundled chain's coin for the gas. */
  privateKey: Hex
}

const privateKeyPattern = /^0x[0-9a-fA-F]{64}$/

/**
 * Reads LATCHKEY_SESSIONS_RELAYER_KEY: unset, revocations through the server are off (the frame
 * still revokes through the account). It must not be the bundler's key: the two would take each
 * other's nonces.
 */
export function loadSessionRelayerConfig(
  env: ConfigEnvironment,
  bundler: BundlerConfig | undefined,
): SessionRelayerConfig | undefined {
  const key = env.LATCHKEY_SESSIONS_RELAYER_KEY?.trim() || undefined
  if (!key) return undefined
  if (!privateKeyPattern.test(key) || /^0x0{64}$/.test(key))
    throw new ConfigError(
      'LATCHKEY_SESSIONS_RELAYER_KEY',
      '(hidden)',
      '0x and 64 hex digits (a secp256k1 private key)',
    )
  const privateKey = key.toLowerCase() as Hex
  if (privateKey === bundler?.privateKey)
    throw new ConfigError(
      'LATCHKEY_SESSIONS_RELAYER_KEY',
      '(hidden)',
      "a key of its own, not LATCHKEY_BUNDLER_KEY (the bundler's sends would take its nonces)",
    )
  return { privateKey }
}
