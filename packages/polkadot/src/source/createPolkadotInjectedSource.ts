import {
  type ConnectionSource,
  type Connector,
  createInjectedSource,
  UnauthorizedProviderError,
} from '@latchkey/core'
import { getChainConnector } from '@latchkey/core/adapter'
import {
  createInjectedWeb3Provider,
  type InjectedWeb3Provider,
} from '../provider/createInjectedWeb3Provider.js'
import { substrateAddresses } from '../utils/substrateAddresses.js'
import { knownExtensions } from './knownExtensions.js'
import { type InjectedWeb3Entry, watchInjectedWeb3 } from './watchInjectedWeb3.js'

/** Options of the polkadot injected source. */
export type CreatePolkadotInjectedSourceParameters = {
  /** How long connect and reconnect wait for an extension injecting late; 1000 ms. */
  registrationTimeout?: number | undefined
  /** The name extensions show when asking the user (`enable(originName)`); the dapp's name by default. */
  originName?: string | undefined
  /** The object extensions inject into; `window.injectedWeb3` by default (tests pass their own). */
  injectedWeb3?: object | undefined
}

/** The connector id of an extension: its `window.injectedWeb3` key. */
export const injectedWeb3ConnectorId = (id: string) => `injectedWeb3:${id}`

/**
 * The injected source of polkadot: extensions in `window.injectedWeb3` (polkadot{.js}, Talisman,
 * SubWallet), asked for access with `enable(originName)`. An extension has no silent check nor a
 * disconnect: reconnecting enables again (granted sites are not asked twice), disconnecting
 * only stops listening.
 */
export function createPolkadotInjectedSource(
  parameters: CreatePolkadotInjectedSourceParameters = {},
): ConnectionSource {
  const { registrationTimeout = 1000 } = parameters
  const providers = new Map<string, InjectedWeb3Provider>()

  return createInjectedSource<InjectedWeb3Provider>({
    namespace: 'polkadot',
    setup(context) {
      const watcher = watchInjectedWeb3(context.enableInjected, parameters.injectedWeb3)
      const originName =
        parameters.originName ??
        context.metadata?.name ??
        (typeof document === 'undefined' ? 'Latchkey' : document.title || 'Latchkey')
      const providerOf = (entry: InjectedWeb3Entry) => {
        const existing = providers.get(entry.id)
        if (existing) return existing
        const created = createInjectedWeb3Provider(entry.id, entry.provider, originName)
        providers.set(entry.id, created)
        return created
      }
      const toConnector = (entry: InjectedWeb3Entry): Connector => ({
        id: injectedWeb3ConnectorId(entry.id),
        name: entry.name ?? knownExtensions[entry.id]?.name ?? entry.id,
        type: 'ANNOUNCED',
        chain: 'polkadot',
        imageUrl: entry.icon,
      })
      // Core hands over chain connectors, but a MULTI_CHAIN entry is accepted too: its polkadot member.
      const find = (connector: Connector) => {
        const id = (getChainConnector(connector, 'polkadot') ?? connector).id
        return watcher.get().find((entry) => injectedWeb3ConnectorId(entry.id) === id)
      }
      const chainId = () =>
        context.networks.find((network) => network.chainNamespace === 'polkadot')?.id
      const access = async (provider: InjectedWeb3Provider) => {
        const injected = await provider.enable()
        const accounts = substrateAddresses(await injected.accounts.get())
        const id = chainId()
        return accounts.length > 0 && id !== undefined ? { accounts, chainId: id } : undefined
      }

      return {
        watchConnectors(onChange) {
          const emit = () => onChange(watcher.get().map(toConnector))
          emit()
          return watcher.on(emit)
        },
        async findProvider(connector) {
          const entry =
            find(connector) ?? (await watcher.waitFor(() => find(connector), registrationTimeout))
          return entry && providerOf(entry)
        },
        getProvider(connector) {
          const entry = find(connector)
          return entry && providerOf(entry)
        },
        async requestAccess(provider) {
          const granted = await access(provider)
          if (!granted)
            throw new UnauthorizedProviderError({
              method: 'enable',
              details: 'The extension shared no Polkadot account.',
            })
          return granted
        },
        async getAccess(provider) {
          try {
            return (await access(provider)) ?? null
          } catch {
            return null
          }
        },
      }
    },
  })
}
