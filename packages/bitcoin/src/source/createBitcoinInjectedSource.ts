import {
  type ConnectionSource,
  type Connector,
  createInjectedSource,
  UnauthorizedProviderError,
} from '@latchkey/core'
import { getChainConnector } from '@latchkey/core/adapter'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import {
  type BitcoinWalletStandardProvider,
  createBitcoinWalletStandardProvider,
} from '../provider/createBitcoinWalletStandardProvider.js'
import { isBitcoinWallet } from '../utils/getBitcoinWalletStandardChain.js'
import { sortByPurpose } from '../utils/sortByPurpose.js'
import { type WalletStandardRegistry, watchWalletStandard } from './watchWalletStandard.js'

/** Options of the bitcoin injected source. */
export type CreateBitcoinInjectedSourceParameters = {
  /** How long connect and reconnect wait for a wallet registering late; 1000 ms. */
  registrationTimeout?: number | undefined
  /** The page's Wallet Standard registry; `getWallets()` of @wallet-standard/app by default. */
  registry?: WalletStandardRegistry | undefined
}

/** The connector id of a Bitcoin Wallet Standard wallet: its name, the standard's identity. */
export const bitcoinWalletStandardConnectorId = (wallet: Pick<Wallet, 'name'>) =>
  `bitcoinWalletStandard:${wallet.name}`

type ConnectFeature = {
  connect(input?: { purposes: string[] }): Promise<{ accounts: readonly WalletAccount[] }>
}

/**
 * The injected source of bip122: wallets registered through the Wallet Standard with
 * `bitcoin:connect` (Xverse, Leather, Phantom, OKX, Unisat, the dev wallet), asked for their
 * payment and ordinals accounts, restored from the accounts a wallet still shares after a reload,
 * and let go with `standard:disconnect`. The payment account comes first: it is the active one.
 */
export function createBitcoinInjectedSource(
  parameters: CreateBitcoinInjectedSourceParameters = {},
): ConnectionSource {
  const { registrationTimeout = 1000 } = parameters
  const providers = new WeakMap<Wallet, BitcoinWalletStandardProvider>()
  const providerOf = (wallet: Wallet) => {
    const provider = providers.get(wallet) ?? createBitcoinWalletStandardProvider(wallet)
    providers.set(wallet, provider)
    return provider
  }
  const toConnector = (wallet: Wallet): Connector => ({
    id: bitcoinWalletStandardConnectorId(wallet),
    name: wallet.name,
    type: 'ANNOUNCED',
    chain: 'bip122',
    imageUrl: wallet.icon,
  })

  return createInjectedSource<BitcoinWalletStandardProvider>({
    namespace: 'bip122',
    setup(context) {
      const registry = watchWalletStandard(parameters.registry, context.enableInjected)
      const wallets = () => registry.get().filter(isBitcoinWallet)
      const member = (connector: Connector) => getChainConnector(connector, 'bip122') ?? connector
      const find = (connector: Connector) =>
        wallets().find(
          (wallet) => bitcoinWalletStandardConnectorId(wallet) === member(connector).id,
        )
      const accessOf = (
        provider: BitcoinWalletStandardProvider,
        accounts: readonly WalletAccount[],
      ) => {
        // A Bitcoin wallet has no "current chain": the dapp's selected network is the chain.
        const chainId = context.networks.find((network) => network.chainNamespace === 'bip122')?.id
        const addresses = sortByPurpose(accounts.map((account) => account.address))
        return addresses.length > 0 && chainId !== undefined
          ? { accounts: addresses, chainId, provider }
          : undefined
      }
      return {
        watchConnectors(onChange) {
          const emit = () => onChange(wallets().map(toConnector))
          emit()
          return registry.on(emit)
        },
        async findProvider(connector) {
          const found =
            find(connector) ?? (await registry.waitFor(() => find(connector), registrationTimeout))
          return found && providerOf(found)
        },
        getProvider(connector) {
          const wallet = find(connector)
          return wallet && providerOf(wallet)
        },
        async requestAccess(provider) {
          const { connect } = provider.wallet.features['bitcoin:connect'] as ConnectFeature
          const { accounts } = await connect({ purposes: ['payment', 'ordinals'] })
          const access = accessOf(provider, accounts)
          if (!access)
            throw new UnauthorizedProviderError({
              method: 'bitcoin:connect',
              details: 'The wallet shared no Bitcoin account.',
            })
          return access
        },
        // `bitcoin:connect` has no silent mode: a wallet that still shares accounts is connected.
        getAccess: async (provider) => accessOf(provider, provider.wallet.accounts) ?? null,
        async revokeAccess(provider) {
          const feature = provider.wallet.features['standard:disconnect'] as
            | { disconnect(): Promise<void> }
            | undefined
          await feature?.disconnect()
        },
      }
    },
  })
}
