import type UniversalProvider from '@walletconnect/universal-provider'
import type { ChainNamespace } from '../caip/namespaces.js'
import type { CaipNetworkId } from '../caip/parseCaipNetworkId.js'
import {
  WalletConnectNoAccountError,
  WalletConnectNotConnectedError,
} from '../errors/walletConnect.js'
import {
  getNamespaceDescriptor,
  type NamespaceDescriptorSource,
} from '../namespaces/getNamespaceDescriptor.js'
import type { WalletConnectProvider, WalletConnectSession } from './WalletConnect.js'

/** What `toWalletConnectSession` reads. */
type ToWalletConnectSessionParameters = {
  provider: UniversalProvider | undefined
  namespace: ChainNamespace
  descriptors: NamespaceDescriptorSource
  providerOf(namespace: ChainNamespace): WalletConnectProvider
}

/**
 * The session's share of `namespace`: the accounts on its default chain, that chain's id in the
 * namespace's form, the chains the wallet approved and the wallet's name and icon. Throws when
 * no session is open or it holds no account of the namespace.
 */
export function toWalletConnectSession(
  parameters: ToWalletConnectSessionParameters,
): WalletConnectSession {
  const { provider, namespace, descriptors } = parameters
  const session = provider?.session
  if (!session) throw new WalletConnectNotConnectedError()
  const granted = session.namespaces[namespace]
  const all = granted?.accounts ?? []
  const reference =
    provider?.rpcProviders[namespace]?.getDefaultChain() ?? all[0]?.split(':')[1] ?? ''
  const accounts = [
    ...new Set(
      all
        .filter((account) => account.startsWith(`${namespace}:${reference}:`))
        .map((account) => account.split(':')[2] as string),
    ),
  ]
  if (accounts.length === 0) throw new WalletConnectNoAccountError({ namespace })
  const chains = granted?.chains ?? all.map((account) => account.split(':').slice(0, 2).join(':'))
  const { name, icons } = session.peer.metadata
  return {
    provider: parameters.providerOf(namespace),
    accounts,
    chainId: getNamespaceDescriptor(descriptors, namespace).toChainId(reference),
    approvedCaipNetworkIds: [...new Set(chains)] as CaipNetworkId[],
    wallet: { name, icon: icons[0] || undefined },
  }
}
