import type { CaipNetwork } from '@latchkey/core'

/**
 * A Polkadot network: a CaipNetwork that also carries its SS58 prefix, so accounts show in the
 * network's address format (0 on Polkadot, 42 on generic Substrate chains). Without it, 42.
 */
export type PolkadotNetwork = CaipNetwork & { chainNamespace: 'polkadot'; ss58Prefix: number }
