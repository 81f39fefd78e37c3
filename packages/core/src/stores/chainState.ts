import type { AccountType, AdapterAccount } from '../adapter/ChainAdapter.js'
import type { ChainNamespace } from '../caip/namespaces.js'
import type { CaipAddress } from '../caip/parseCaipAddress.js'
import type { CaipNetworkId } from '../caip/parseCaipNetworkId.js'
import type { ConnectorType } from '../connectors/Connector.js'
import { getNamespaceDescriptor } from '../namespaces/getNamespaceDescriptor.js'
import type { NamespaceDescriptor } from '../namespaces/NamespaceDescriptor.js'
import type { CaipNetwork } from '../networks/CaipNetwork.js'

/** A connection's progress (spec section 4). */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'

/** The social logins of the embedded wallet (spec section 3). */
export type SocialProvider =
  | 'google'
  | 'github'
  | 'apple'
  | 'facebook'
  | 'x'
  | 'discord'
  | 'farcaster'

/** A token balance from the data API (spec section 3); `address` is absent for the native token. */
export type TokenBalance = {
  name: string
  symbol: string
  chainId: string
  address?: string | undefined
  value: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

/** The wallet behind a connection, as views show it. */
export type ConnectedWalletInfo = {
  /** The connector's id, to find it again. */
  id: string
  name: string
  icon?: string | undefined
  rdns?: string | undefined
  type: ConnectorType
}

/** One namespace's account (spec section 3; names as the field knows them). */
export type AccountState = {
  caipAddress: CaipAddress | undefined
  address: string | undefined
  /** The native balance as an exact decimal string ('1.5'), formatted by views. */
  balance: string | undefined
  balanceSymbol: string | undefined
  profileName: string | undefined
  profileImage: string | undefined
  addressExplorerUrl: string | undefined
  smartAccountDeployed: boolean
  tokenBalance: readonly TokenBalance[]
  allAccounts: readonly AdapterAccount[]
  preferredAccountType: AccountType
  socialProvider: SocialProvider | undefined
  /** Whether the embedded wallet's session was opened with a passkey (Account names the login). */
  signedInWithPasskey: boolean
  connectedWalletInfo: ConnectedWalletInfo | undefined
  status: ConnectionStatus
}

/** One namespace's network (spec section 3). */
export type NetworkState = {
  /** The network in use: the wallet's when connected, else the one selected. */
  caipNetwork: CaipNetwork | undefined
  /** The configured networks of the namespace. */
  requestedCaipNetworks: readonly CaipNetwork[]
  /** The networks the wallet session approved; undefined when the wallet does not say. */
  approvedCaipNetworkIds: readonly CaipNetworkId[] | undefined
  /** Whether the wallet can move to any configured network. */
  supportsAllNetworks: boolean
  smartAccountEnabledNetworks: readonly (number | string)[]
}

/** One namespace's account and network state. */
export type ChainState = { account: AccountState; network: NetworkState }

/**
 * A namespace's account before any connection, its preferred account type its record's
 * (`descriptor`, else the built-in one; spec section 3).
 */
export function createAccountState(
  namespace: ChainNamespace,
  descriptor?: NamespaceDescriptor,
): AccountState {
  return {
    caipAddress: undefined,
    address: undefined,
    balance: undefined,
    balanceSymbol: undefined,
    profileName: undefined,
    profileImage: undefined,
    addressExplorerUrl: undefined,
    smartAccountDeployed: false,
    tokenBalance: [],
    allAccounts: [],
    preferredAccountType: (descriptor ?? getNamespaceDescriptor(undefined, namespace))
      .preferredAccountType,
    socialProvider: undefined,
    signedInWithPasskey: false,
    connectedWalletInfo: undefined,
    status: 'disconnected',
  }
}
