import { namespacePattern } from './grammar.js'

/** The chain namespaces Latchkey has built-in records for, spelled as in CAIP-2. */
export const chainNamespaces = ['eip155', 'solana', 'bip122', 'polkadot'] as const

/** One of the built-in chain namespaces. */
export type BuiltInNamespace = (typeof chainNamespaces)[number]

/**
 * Where a dapp registers the type of a namespace it brings its own descriptor for, as wagmi's
 * `Register` does: `declare module '@latchkey/core' { interface Register { namespace: 'mychain' } }`.
 * The literal types stay: an unregistered name is still a type error.
 */
// biome-ignore lint/suspicious/noEmptyInterface: an interface, so dapps can augment it
export interface Register {}

/** One of the chain namespaces: a built-in one or one the dapp registered. */
export type ChainNamespace =
  | BuiltInNamespace
  | (Register extends { namespace: infer name extends string } ? name : never)

/** Whether `value` is one of the built-in chain namespaces. */
export function isChainNamespace(value: unknown): value is BuiltInNamespace {
  return typeof value === 'string' && (chainNamespaces as readonly string[]).includes(value)
}

/**
 * Whether `value` is spelled as a CAIP-2 namespace: what a namespace that is not built in (one a
 * descriptor brings) is checked against.
 */
export function isNamespaceName(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && namespacePattern.test(value)
}
