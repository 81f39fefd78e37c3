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
import type { SatsConnectBitcoinProvider } from '../provider/createSatsConnectBitcoinProvider.js'
import { isBitcoinWallet } from '../utils/getBitcoinWalletStandardChain.js'
import { sortByPurpose } from '../utils/sortByPurpose.js'
import { readSatsConnectProviders, type SatsConnectWindow } from './readSatsConnectProviders.js'
import { type WalletStandardRegistry, watchWalletStandard } from './watchWalletStandard.js'

/** Options of the bitcoin injected source. */
export type CreateBitcoinInjectedSourceParameters = {
  /** How long connect and reconnect wait for a wallet registering late; 1000 ms. */
  registrationTimeout?: number | undefined
  /** The page's Wallet Standard registry; `getWallets()` of @wallet-standard/app by default. */
  registry?: WalletStandardRegistry | undefined
  /** Where sats-connect's `btc_providers` list is read; the page's window by default. */
  satsConnectWindow?: SatsConnectWindow | undefined
}

/** What the bitcoin injected source yields: a Wallet Standard wallet or a sats-connect one. */
export type BitcoinInjectedProvider = BitcoinWalletStandardProvider | SatsConnectBitcoinProvider

/** The connector id of a Bitcoin Wallet Standard wallet: its name, the standard's identity. */
export const bitcoinWalletStandardConnectorId = (wallet: Pick<Wallet, 'name'>) =>
  `bitcoinWalletStandard:${wallet.name}`

// A sats-connect provider's connector id: its id in `btc_providers` (its path on window).
const satsConnectConnectorId = (id: string) => `satsConnect:${id}`

type ConnectFeature = {
  connect(input?: { purposes: string[] }): Promise<{ accounts: readonly WalletAccount[] }>
}

/**
 * The injected source of bip122: wallets registered through the Wallet Standard with
 * `bitcoin:connect` (Xverse, Leather, Phantom, OKX, Unisat, the dev wallet), asked for their
 * payment and ordinals accounts, restored from the accounts a wallet still shares after a reload,
 * and let go with `standard:disconnect`; and sats-connect's providers (`window.btc_providers`)
 * the same way through `getAccounts`, `wallet_getAccount` and `wallet_disconnect`. A wallet in
 * both is listed once, through the Wallet Standard. The payment account comes first: it is active.
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

  const satsConnectProviders = new Map<string, SatsConnectBitcoinProvider>()

  return createInjectedSource<BitcoinInjectedProvider>({
    namespace: 'bip122',
    setup(context) {
      const registry = watchWalletStandard(parameters.registry, context.enableInjected)
      const page =
        parameters.satsConnectWindow ??
        (context.enableInjected && typeof window !== 'undefined'
          ? (window as SatsConnectWindow)
          : undefined)
      const wallets = () => registry.get().filter(isBitcoinWallet)
      // sats-connect's providers, less those the Wallet Standard already lists (by name).
      const satsConnect = () => {
        const names = new Set(wallets().map((wallet) => wallet.name))
        return readSatsConnectProviders(page).filter(({ info }) => !names.has(info.name))
      }
      const member = (connector: Connector) => getChainConnector(connector, 'bip122') ?? connector
      const find = (connector: Connector) =>
        wallets().find(
          (wallet) => bitcoinWalletStandardConnectorId(wallet) === member(connector).id,
        )
      const findSatsConnect = (connector: Connector) =>
        satsConnect().find(({ info }) => satsConnectConnectorId(info.id) === member(connector).id)
      const accessOf = (provider: BitcoinInjectedProvider, accounts: readonly string[]) => {
        // A Bitcoin wallet has no "current chain": the dapp's selected network is the chain.
        const chainId = context.networks.find((network) => network.chainNamespace === 'bip122')?.id
        const addresses = sortByPurpose(accounts)
        return addresses.length > 0 && chainId !== undefined
          ? { accounts: addresses, chainId, provider }
          : undefined
      }
      const addressesOf = (accounts: readonly WalletAccount[]) =>
        accounts.map((account) => account.address)
      return {
        watchConnectors(onChange) {
          const emit = () =>
            onChange([
              ...wallets().map(toConnector),
              ...satsConnect().map(({ info }) => ({
                id: satsConnectConnectorId(info.id),
                name: info.name,
                type: 'ANNOUNCED' as const,
                chain: 'bip122' as const,
                imageUrl: info.icon,
              })),
            ])
          emit()
          return registry.on(emit)
        },
        async findProvider(connector) {
          const sats = findSatsConnect(connector)
          if (sats) {
            // sats-connect's protocol is a chunk of its own, loaded when such a wallet connects.
            const { createSatsConnectBitcoinProvider } = await import(
              '../provider/createSatsConnectBitcoinProvider.js'
            )
            const made =
              satsConnectProviders.get(sats.info.id) ??
              createSatsConnectBitcoinProvider(sats.info, sats.provider)
            satsConnectProviders.set(sats.info.id, made)
            return made
          }
          const found =
            find(connector) ?? (await registry.waitFor(() => find(connector), registrationTimeout))
          return found && providerOf(found)
        },
        getProvider(connector) {
          const wallet = find(connector)
          if (wallet) return providerOf(wallet)
          const sats = findSatsConnect(connector)
          return sats && satsConnectProviders.get(sats.info.id)
        },
        async requestAccess(provider) {
          const accounts =
            'satsConnect' in provider
              ? await provider.connect()
              : addressesOf(
                  (
                    await (provider.wallet.features['bitcoin:connect'] as ConnectFeature).connect({
                      purposes: ['payment', 'ordinals'],
                    })
                  ).accounts,
                )
          const access = accessOf(provider, accounts)
          if (!access)
            throw new UnauthorizedProviderError({
              method: 'bitcoin:connect',
              details: 'The wallet shared no Bitcoin account.',
            })
          return access
        },
        // `bitcoin:connect` has no silent mode: a wallet that still shares accounts is connected.
        getAccess: async (provider) =>
          accessOf(
            provider,
            'satsConnect' in provider
              ? await provider.getSharedAccounts()
              : addressesOf(provider.wallet.accounts),
          ) ?? null,
        async revokeAccess(provider) {
          if ('satsConnect' in provider) return provider.disconnect()
          const feature = provider.wallet.features['standard:disconnect'] as
            | { disconnect(): Promise<void> }
            | undefined
          await feature?.disconnect()
        },
      }
    },
  })
}
