import type { ChainConfig, ConfigEnvironment } from '../config.js'
import { ConfigError } from '../errors/config.js'

/** The ERC-4337 bundler's part of the server's configuration; absent, the bundler is off. */
export type BundlerConfig = {
  /** The key that sends `handleOps` and is refunded its gas (LATCHKEY_BUNDLER_KEY). */
  privateKey: `0x${string}`
  /** The chains bundled for, CAIP-2 ids of LATCHKEY_CHAINS (LATCHKEY_BUNDLER_CHAINS). */
  chains: readonly string[]
}

/** The bounds one chain's bundler keeps (from the server's limits). */
export type BundlerLimits = {
  maxPendingPerSender: number
  maxPending: number
  /** Landed operations held for `eth_getUserOperationByHash`; older ones are looked up in logs. */
  maxStored: number
}

const privateKeyPattern = /^0x[0-9a-fA-F]{64}$/

/**
 * Reads LATCHKEY_BUNDLER_KEY and LATCHKEY_BUNDLER_CHAINS: both set, or neither (the bundler off);
 * every chain named must be one LATCHKEY_CHAINS serves, since the bundler sends through its node.
 */
export function loadBundlerConfig(
  env: ConfigEnvironment,
  chains: readonly ChainConfig[],
): BundlerConfig | undefined {
  const key = env.LATCHKEY_BUNDLER_KEY?.trim() || undefined
  const names = env.LATCHKEY_BUNDLER_CHAINS?.trim() || undefined
  if (!key && !names) return undefined
  if (!key || !privateKeyPattern.test(key) || /^0x0{64}$/.test(key))
    throw new ConfigError(
      'LATCHKEY_BUNDLER_KEY',
      key ? '(hidden)' : '',
      '0x and 64 hex digits (a secp256k1 private key), set with LATCHKEY_BUNDLER_CHAINS',
    )
  const served = new Set(chains.map((chain) => chain.caipNetworkId))
  const listed = (names ?? '').split(',').map((name) => name.trim())
  if (listed.length === 0 || listed.some((name) => !served.has(name)))
    throw new ConfigError(
      'LATCHKEY_BUNDLER_CHAINS',
      names ?? '',
      `CAIP-2 ids of chains LATCHKEY_CHAINS serves, separated by commas (${[...served].join(',') || 'none served'})`,
    )
  return { privateKey: key.toLowerCase() as `0x${string}`, chains: [...new Set(listed)] }
}
