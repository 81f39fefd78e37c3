import type { ChainNamespace } from '../caip/namespaces.js'
import type { Connector } from '../connectors/Connector.js'
import { InjectedSourceNotSetUpError } from '../errors/InjectedSourceNotSetUpError.js'
import { ProviderNotFoundError } from '../errors/ProviderNotFoundError.js'
import type { ConnectionSource, SourceConnection, SourceContext } from './ConnectionSource.js'

/** What a wallet granted: its accounts (the active one first) and its chain. */
export type InjectedAccess = { accounts: readonly string[]; chainId: number | string }

/**
 * How one namespace's wallets are found on the page and asked for access: EIP-6963 and
 * EIP-1193 for eip155, the Wallet Standard for solana, `injectedWeb3` for polkadot.
 */
export type InjectedProtocol<provider> = {
  /** Calls `onChange` with the wallets on the page now and when they change; returns an unwatch function. */
  watchConnectors(onChange: (connectors: readonly Connector[]) => void): () => void
  /** The wallet's provider, waiting briefly for a late announcement; undefined when absent. */
  findProvider(connector: Connector): Promise<provider | undefined>
  /** The wallet's provider as known now. */
  getProvider(connector: Connector): provider | undefined
  /** Asks for access (a prompt); rejects with the wallet's error. */
  requestAccess(provider: provider): Promise<InjectedAccess>
  /** The access still granted, without a prompt; null when there is none. */
  getAccess(provider: provider): Promise<InjectedAccess | null>
  /** Gives the access back, when the wallet can; resolves once nothing is left to revoke. */
  revokeAccess?(provider: provider): Promise<void>
}

/** What an injected source is made from. */
export type CreateInjectedSourceParameters<provider> = {
  namespace: ChainNamespace
  /** Builds the protocol from the client's context (its switches, its logger). */
  setup(context: SourceContext): InjectedProtocol<provider>
}

/**
 * The injected source of one namespace: the wallets a page carries (browser extensions, in-app
 * browsers). The namespace's package supplies the protocol; this turns it into a connection
 * source, so core connects every namespace's injected wallets the same way.
 */
export function createInjectedSource<provider>(
  parameters: CreateInjectedSourceParameters<provider>,
): ConnectionSource {
  const { namespace } = parameters
  let protocol: InjectedProtocol<provider> | undefined
  const use = () => {
    if (!protocol) throw new InjectedSourceNotSetUpError({ namespace })
    return protocol
  }
  const connectionOf = (provider: provider, access: InjectedAccess): SourceConnection => ({
    provider,
    accounts: access.accounts,
    chainId: access.chainId,
  })

  return {
    id: `injected:${namespace}`,
    kind: 'injected',
    namespaces: [namespace],
    setup(context) {
      protocol = parameters.setup(context)
    },
    watchConnectors: (_namespace, onChange) => use().watchConnectors(onChange),
    async connect({ connector }) {
      const provider = await use().findProvider(connector)
      if (!provider) throw new ProviderNotFoundError({ connectorId: connector.id })
      return connectionOf(provider, await use().requestAccess(provider))
    },
    async reconnect({ connector }) {
      const provider = await use().findProvider(connector)
      if (!provider) return null
      const access = await use().getAccess(provider)
      return access && access.accounts.length > 0 ? connectionOf(provider, access) : null
    },
    async disconnect({ connector }) {
      const provider = use().getProvider(connector)
      if (provider) await use().revokeAccess?.(provider)
    },
    getProvider: ({ connector }) => use().getProvider(connector),
  }
}
