/** The chain namespaces Latchkey supports, spelled as in CAIP-2. */
export const chainNamespaces = ['eip155', 'solana', 'bip122', 'polkadot'] as const

/** One of the supported chain namespaces. */
export type ChainNamespace = (typeof chainNamespaces)[number]

/** Whether `value` is one of the supported chain namespaces. */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (chainNamespaces as readonly string[]).includes(value)
}
