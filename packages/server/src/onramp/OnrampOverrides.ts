import type { Hex } from 'viem'

/** The on-ramp's settings (`config.onramp`), given by the embedder or the dev stack. */
export type OnrampOverrides = {
  /**
   * The sandbox provider: a checkout page served by this server that pays out real coins on a
   * dev chain from this account. Ignored in production.
   */
  sandbox?: { payoutPrivateKey: Hex } | undefined
}
