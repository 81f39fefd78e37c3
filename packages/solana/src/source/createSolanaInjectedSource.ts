import {
  type ConnectionSource,
  type Connector,
  createInjectedSource,
  UnauthorizedProviderError,
} from '@latchkey/core'
import { getChainConnector, solana } from '@latchkey/core/adapter'
import type { Wallet } from '@wallet-standard/base'
import type { StandardConnectFeature, StandardDisconnectFeature } from '@wallet-standard/features'
import {
  createWalletStandardProvider,
  type WalletStandardProvider,
} from '../provider/createWalletStandardProvider.js'
import { isSolanaWallet } from '../utils/getWalletStandardChain.js'
import { type WalletStandardRegistry, watchWalletStandard } from './watchWalletStandard.js'

/** Options of the solana injected source. */
export type CreateSolanaInjectedSourceParameters = {
  /** How long connect and reconnect wait for a wallet registering late; 1000 ms. */
  registrationTimeout?: number | undefined
  /** The page's Wallet Standard registry; `getWallets()` of @wallet-standard/app by default. */
  registry?: WalletStandardRegistry | undefined
}

/** The connector id of a Wallet Standard wallet: its name, which the standard makes its identity. */
export const walletStandardConnectorId = (wallet: Pick<Wallet, 'name'>) =>
  `walletStandard:${wallet.name}`

/**
 * The injected source of solana: wallets registered through the Wallet Standard, asked for
 * access with `standard:connect`, silently (`silent: true`) to restore a connection, and let go
 * with `standard:disconnect`. Each yields a SolanaProvider over the wallet's features.
 */
export function createSolanaInjectedSource(
  parameters: CreateSolanaInjectedSourceParameters = {},
): ConnectionSource {
  const { registrationTimeout = 1000 } = parameters
  const providers = new WeakMap<Wallet, WalletStandardProvider>()
  const providerOf = (wallet: Wallet) => {
    const existing = providers.get(wallet)
    if (existing) return existing
    const created = createWalletStandardProvider(wallet)
    providers.set(wallet, created)
    return created
  }
  const toConnector = (wallet: Wallet): Connector => ({
    id: walletStandardConnectorId(wallet),
    name: wallet.name,
    type: 'ANNOUNCED',
    chain: 'solana',
    imageUrl: wallet.icon,
  })

  return createInjectedSource<WalletStandardProvider>({
    namespace: 'solana',
    setup(context) {
      const registry = watchWalletStandard(parameters.registry, context.enableInjected)
      const solanaWallets = () => registry.get().filter(isSolanaWallet)
      // Core hands over chain connectors, but a MULTI_CHAIN entry is accepted too: its solana member.
      const member = (connector: Connector) => getChainConnector(connector, 'solana') ?? connector
      const find = (connector: Connector) =>
        solanaWallets().find((wallet) => walletStandardConnectorId(wallet) === member(connector).id)
      const accessOf = (
        provider: WalletStandardProvider,
        accounts: readonly { address: string; chains: readonly string[] }[],
      ) => {
        const addresses = accounts
          .filter((account) => account.chains.some((chain) => chain.startsWith('solana:')))
          .map((account) => account.address)
        // A Solana wallet has no "current chain": the dapp's selected network is the chain.
        const chainId = context.networks.find(
          (network) => network.chainNamespace === solana.namespace,
        )?.id
        return addresses.length > 0 && chainId !== undefined
          ? { accounts: addresses, chainId, provider }
          : undefined
      }
      return {
        watchConnectors(onChange) {
          const emit = () => onChange(solanaWallets().map(toConnector))
          emit()
          return registry.on(emit)
        },
        async findProvider(connector) {
          const found = find(connector)
          if (found) return providerOf(found)
          const wallet = await registry.waitFor(() => find(connector), registrationTimeout)
          return wallet && providerOf(wallet)
        },
        getProvider(connector) {
          const wallet = find(connector)
          return wallet && providerOf(wallet)
        },
        async requestAccess(provider) {
          const { connect } = provider.wallet.features[
            'standard:connect'
          ] as StandardConnectFeature['standard:connect']
          const { accounts } = await connect()
          const access = accessOf(provider, accounts)
          if (!access)
            throw new UnauthorizedProviderError({
              method: 'standard:connect',
              details: 'The wallet shared no Solana account.',
            })
          return access
        },
        async getAccess(provider) {
          const { connect } = provider.wallet.features[
            'standard:connect'
          ] as StandardConnectFeature['standard:connect']
          const granted =
            provider.wallet.accounts.length > 0
              ? provider.wallet.accounts
              : (await connect({ silent: true })).accounts
          return accessOf(provider, granted) ?? null
        },
        async revokeAccess(provider) {
          const feature = provider.wallet.features['standard:disconnect'] as
            | StandardDisconnectFeature['standard:disconnect']
            | undefined
          await feature?.disconnect()
        },
      }
    },
  })
}
