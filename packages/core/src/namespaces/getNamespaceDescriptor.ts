import { type ChainNamespace, isChainNamespace } from '../caip/namespaces.js'
import { builtInNamespaces } from './builtInNamespaces.js'
import type { NamespaceDescriptor } from './NamespaceDescriptor.js'

/** Where descriptors are found: the client's adapters, each maybe carrying its namespace's. */
export type NamespaceDescriptorSource =
  | ReadonlyMap<string, { readonly descriptor?: NamespaceDescriptor | undefined }>
  | undefined

/**
 * The record of `namespace`: the one its adapter carries, else the built-in one, else a record
 * that serves nothing beyond connecting (a namespace no one described).
 */
export function getNamespaceDescriptor(
  adapters: NamespaceDescriptorSource,
  namespace: ChainNamespace | string,
): NamespaceDescriptor {
  return (
    adapters?.get(namespace)?.descriptor ??
    (isChainNamespace(namespace)
      ? builtInNamespaces[namespace]
      : createPlainDescriptor(namespace as ChainNamespace))
  )
}

function createPlainDescriptor(namespace: ChainNamespace): NamespaceDescriptor {
  return {
    namespace,
    toChainId: (reference) => String(reference),
    isSameAddress: (a, b) => a === b,
    accountType: 'eoa',
    preferredAccountType: 'eoa',
    walletConnect: { methods: [], events: ['accountsChanged'] },
    siwx: { chainName: namespace },
    explorer: { address: (base, address) => `${base.replace(/\/+$/, '')}/address/${address}` },
    supports: { balance: false, activity: false, names: false, swap: false },
  }
}
