import { hex } from '@scure/base'
import type { IdentifierString, WalletAccount } from '@wallet-standard/base'
import type { StandardEventsListeners } from '@wallet-standard/features'
import type { TestWalletStorage } from '../../wallet/createTestWalletProvider.js'
import { ProviderRpcError } from '../../wallet/ProviderRpcError.js'
import { testWalletStorageItem } from '../../wallet/testWalletStorageItem.js'
import type { BitcoinDevAccount } from '../bitcoinDevAccounts.js'
import type { BitcoinNetworkParameters } from '../bitcoinDevChainDefinition.js'
import type { BitcoinAddressPurpose } from './bitcoinWalletFeatures.js'

/** A chain the wallet signs and sends for: its ids, its address prefixes and its Esplora API. */
export type BitcoinTestWalletChain = {
  /** e.g. 'bitcoin:regtest' and the CAIP-2 id 'bip122:<genesis hash prefix>'. */
  ids: readonly IdentifierString[]
  esploraUrl: string
  network: BitcoinNetworkParameters
}

/** A request the wallet received, by feature. */
export type BitcoinTestWalletRequest = { feature: string; input?: unknown }

const accountFeatures = [
  'bitcoin:signMessage',
  'bitcoin:signTransaction',
  'bitcoin:sendTransfer',
] as const
// What a real wallet would open its window for: an armed rejection without a feature hits these.
const promptingFeatures = new Set(['bitcoin:connect', ...accountFeatures])

/** The Bitcoin test wallet inside: its keys, connection, listeners and the steps features share. */
export type BitcoinWalletState = {
  readonly chains: readonly BitcoinTestWalletChain[]
  readonly chainIds: IdentifierString[]
  readonly listeners: Set<StandardEventsListeners['change']>
  readonly requests: BitcoinTestWalletRequest[]
  account: BitcoinDevAccount
  connected: boolean
  pendingRejection: { feature?: string } | undefined
  /** The accounts a site sees while connected: payment, then ordinals. */
  accounts(): WalletAccount[]
  persist(): void
  emit(): void
  /** Records a request; an armed rejection for it throws 4001. */
  receive(feature: string, input?: unknown): void
  /** The private key of one of the wallet's accounts (4100 unless connected and the wallet's). */
  keyOf(account: Pick<WalletAccount, 'address'>): Uint8Array
  purposeOf(account: Pick<WalletAccount, 'address'>): BitcoinAddressPurpose
  chainFor(chain: IdentifierString | undefined): BitcoinTestWalletChain
}

/** What the state is made from. */
export type CreateBitcoinWalletStateParameters = {
  account: BitcoinDevAccount
  chains: readonly BitcoinTestWalletChain[]
  storage?: TestWalletStorage | undefined
  storageKey?: string | undefined
}

/** Makes the Bitcoin test wallet's state: its accounts, and the connection the storage remembers. */
export function createBitcoinWalletState(
  parameters: CreateBitcoinWalletStateParameters,
): BitcoinWalletState {
  const { chains, storage, storageKey = 'latchkey-bitcoin-dev-wallet' } = parameters
  const remembered = testWalletStorageItem(storage, storageKey)
  const chainIds = chains.flatMap((chain) => chain.ids)
  const toAccount = (address: string, publicKey: string, label: string): WalletAccount =>
    Object.freeze({
      address,
      publicKey: hex.decode(publicKey),
      chains: chainIds,
      features: accountFeatures,
      label,
    })
  let views: WalletAccount[] = []
  const refresh = () => {
    const { account } = state
    views = [
      toAccount(account.address, account.publicKey, 'Payment'),
      toAccount(account.ordinals.address, account.ordinals.publicKey, 'Ordinals'),
    ]
  }
  const state: BitcoinWalletState = {
    chains,
    chainIds,
    listeners: new Set(),
    requests: [],
    account: parameters.account,
    connected: remembered.read() === parameters.account.address,
    pendingRejection: undefined,
    accounts: () => (state.connected ? views : []),
    persist: () => remembered.write(state.connected ? state.account.address : ''),
    emit() {
      refresh()
      for (const listener of state.listeners) listener({ accounts: state.accounts() })
    },
    receive(feature, input) {
      state.requests.push(input === undefined ? { feature } : { feature, input })
      const pending = state.pendingRejection
      if (
        pending &&
        (pending.feature === feature ||
          (pending.feature === undefined && promptingFeatures.has(feature)))
      ) {
        state.pendingRejection = undefined
        throw ProviderRpcError.from('userRejectedRequest')
      }
    },
    keyOf({ address }) {
      if (!state.connected) throw ProviderRpcError.from('unauthorized')
      if (address === state.account.address) return hex.decode(state.account.privateKey)
      if (address === state.account.ordinals.address)
        return hex.decode(state.account.ordinals.privateKey)
      throw ProviderRpcError.from('unauthorized', `Unknown account ${address}`)
    },
    purposeOf: ({ address }) => (address === state.account.address ? 'payment' : 'ordinals'),
    chainFor(chain) {
      const found = chain ? chains.find((entry) => entry.ids.includes(chain)) : chains[0]
      if (!found) throw ProviderRpcError.from('invalidParams', `Unsupported chain ${chain}`)
      return found
    },
  }
  refresh()
  return state
}
