import type { Hex } from 'viem'

/** The name service's part of the server's configuration. */
export type NameServiceConfig = {
  /**
   * The parent every registered name ends with, lower case and dotted (LATCHKEY_NAME_SUFFIX,
   * default `latchkey.eth`): `bobby` registers as `bobby.latchkey.eth`.
   */
  suffix: string
  /**
   * The key the CCIP-read gateway signs its answers with (LATCHKEY_NAME_GATEWAY_KEY, 0x and 64
   * hex digits); the resolver on chain trusts its address. Unset: the gateway answers 404.
   */
  gatewayPrivateKey?: Hex | undefined
}

/** The suffix when LATCHKEY_NAME_SUFFIX is unset. */
export const defaultNameSuffix = 'latchkey.eth'
