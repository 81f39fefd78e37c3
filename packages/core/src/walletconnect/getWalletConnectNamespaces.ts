import type { ChainNamespace } from '../caip/namespaces.js'
import type { CaipNetwork } from '../networks/CaipNetwork.js'

/** What a dapp asks a wallet for in one namespace of a session proposal. */
export type WalletConnectNamespace = {
  chains: string[]
  methods: string[]
  events: string[]
  /** RPC URLs for reads, by chain reference (eip155) and by CAIP-2 id (other namespaces). */
  rpcMap: Record<string, string>
}

/** The wallet methods asked for in each namespace: the spec's requests that need the wallet. */
export const walletConnectMethods: Record<ChainNamespace, readonly string[]> = {
  eip155: [
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'eth_accounts',
    'eth_requestAccounts',
    'eth_chainId',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'wallet_sendCalls',
    'wallet_getCallsStatus',
    'wallet_getCapabilities',
    'wallet_grantPermissions',
    'wallet_revokePermissions',
  ],
  solana: [
    'solana_signMessage',
    'solana_signTransaction',
    'solana_signAllTransactions',
    'solana_signAndSendTransaction',
  ],
  polkadot: ['polkadot_signTransaction', 'polkadot_signMessage'],
  bip122: ['signMessage', 'sendTransfer', 'signPsbt', 'getAccountAddresses'],
}

const events: Record<ChainNamespace, readonly string[]> = {
  eip155: ['chainChanged', 'accountsChanged'],
  solana: ['accountsChanged'],
  polkadot: ['accountsChanged'],
  bip122: ['accountsChanged', 'bip122_addressesChanged'],
}

/**
 * The optional namespaces of a session proposal: every configured network, grouped by
 * namespace, with the methods and events Latchkey uses and the networks' own RPC URLs (without
 * them the SDK would read through the vendor's RPC).
 */
export function getWalletConnectNamespaces(
  networks: readonly CaipNetwork[],
): Partial<Record<ChainNamespace, WalletConnectNamespace>> {
  const result: Partial<Record<ChainNamespace, WalletConnectNamespace>> = {}
  for (const network of networks) {
    const namespace = network.chainNamespace
    const entry = result[namespace] ?? {
      chains: [],
      methods: [...walletConnectMethods[namespace]],
      events: [...events[namespace]],
      rpcMap: {},
    }
    result[namespace] = entry
    entry.chains.push(network.caipNetworkId)
    const url = network.rpcUrls.default.http[0]
    if (url) {
      entry.rpcMap[String(network.id)] = url
      entry.rpcMap[network.caipNetworkId] = url
    }
  }
  return result
}
