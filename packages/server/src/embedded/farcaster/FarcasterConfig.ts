import * as v from 'valibot'
import { ConfigError } from '../../errors/config.js'

/** Farcaster's ID registry on Optimism, where production reads custody addresses. */
const optimismIdRegistry: `0x${string}` = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'

/** Sign In With Farcaster on this server (LATCHKEY_FARCASTER). */
export type FarcasterConfig = {
  /** The JSON-RPC URL of the chain holding the ID registry (Optimism in production). */
  rpcUrl: string
  /** The ID registry's address; default Optimism's. */
  idRegistry: `0x${string}`
  /** The Farcaster client's sign-in page; `?channelToken=…` is added. */
  clientUrl: string
  /** The key Farcaster clients send to authenticate a channel (X-Farcaster-Auth-Relay-Key). */
  relayKey: string
  /** How long a sign-in channel lives; default 10 minutes (tests shorten it to see one expire). */
  channelLifetimeMs?: number | undefined
}

const farcasterConfigSchema = v.object({
  rpcUrl: v.pipe(v.string(), v.url()),
  idRegistry: v.optional(
    v.custom<`0x${string}`>(
      (value) => typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value),
      'must be an address',
    ),
    optimismIdRegistry,
  ),
  clientUrl: v.optional(v.pipe(v.string(), v.url()), 'https://farcaster.xyz/~/siwf'),
  relayKey: v.pipe(v.string(), v.minLength(16), v.maxLength(200)),
})

/**
 * Reads LATCHKEY_FARCASTER: JSON `{"rpcUrl","relayKey","idRegistry"?,"clientUrl"?}`; unset, Sign In
 * With Farcaster is off. A malformed value is a ConfigError.
 */
export function loadFarcasterConfig(text: string | undefined): FarcasterConfig | undefined {
  if (!text) return undefined
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new ConfigError('LATCHKEY_FARCASTER', '(hidden)', 'JSON')
  }
  const parsed = v.safeParse(farcasterConfigSchema, json)
  if (!parsed.success)
    throw new ConfigError(
      'LATCHKEY_FARCASTER',
      '(hidden)',
      `{"rpcUrl","relayKey" (16+ characters),"idRegistry"?,"clientUrl"?} (${v.getDotPath(parsed.issues[0]) ?? 'top level'}: ${parsed.issues[0].message})`,
    )
  return parsed.output
}
