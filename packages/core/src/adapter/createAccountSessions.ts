import type { ChainNamespace } from '../caip/namespaces.js'
import { ConnectorNotConnectedError } from '../errors/connection.js'
import { findNetwork } from '../networks/findNetwork.js'
import type { AdapterAccount, AdapterContext, ChainAdapter } from './ChainAdapter.js'

/** A provider that reports its accounts by an `accountsChanged` event (none: disconnected). */
export type AccountEventsProvider = {
  on?(event: string, listener: (payload: unknown) => void): unknown
  removeListener?(event: string, listener: (payload: unknown) => void): unknown
}

/** The attached provider, its active address and the chain requests go to. */
export type AccountSession<provider> = {
  provider: provider
  address: string
  chainId: number | string
  end(): void
}

/** The session methods of an adapter whose wallet signs for any chain it is asked. */
export type AccountSessions<provider> = Pick<
  ChainAdapter<provider>,
  'attach' | 'detach' | 'switchNetwork' | 'getProvider'
> & {
  /** The session, or ConnectorNotConnectedError naming `method`. */
  requireSession(method: string): AccountSession<provider>
}

/**
 * One attached wallet at a time for a namespace whose wallets have no "current chain" (Solana,
 * Bitcoin): attach keeps the dapp's selected network, follows `accountsChanged` (the first
 * account active, none ends the session), and a network switch only changes where requests go.
 * The adapters of those namespaces shared this code word for word before it moved here.
 */
export function createAccountSessions<provider extends AccountEventsProvider>(
  context: Pick<AdapterContext, 'emitter' | 'networks'>,
  namespace: ChainNamespace,
  toAccount: (address: string) => AdapterAccount,
): AccountSessions<provider> {
  const { emitter, networks } = context
  let session: AccountSession<provider> | undefined

  const requireSession = (method: string) => {
    if (!session) throw new ConnectorNotConnectedError({ method })
    return session
  }

  return {
    requireSession,
    async attach({ provider, accounts, chainId, requestedChainId }) {
      session?.end()
      // The wallet signs for whichever chain a request names: the selected network stays.
      const requested =
        requestedChainId !== undefined && findNetwork(networks, namespace, requestedChainId)
      const current = requested ? requestedChainId! : chainId
      let active = [...accounts]
      const onAccounts = (payload: unknown) => {
        if (session !== started) return
        const next = Array.isArray(payload) ? payload.map(String) : []
        if (next.length === 0) {
          started.end()
          emitter.emit('disconnect')
          return
        }
        if (next.join() === active.join()) return
        active = next
        started.address = next[0]!
        emitter.emit('accountsChanged', { accounts: next.map(toAccount) })
      }
      const started: AccountSession<provider> = {
        provider,
        address: accounts[0]!,
        chainId: current,
        end() {
          provider.removeListener?.('accountsChanged', onAccounts)
          if (session === started) session = undefined
        },
      }
      provider.on?.('accountsChanged', onAccounts)
      session = started
      return { address: started.address, chainId: current, accounts: accounts.map(toAccount) }
    },
    detach: () => session?.end(),
    async switchNetwork(caipNetwork) {
      const current = requireSession('switchNetwork')
      if (current.chainId === caipNetwork.id) return
      current.chainId = caipNetwork.id
      emitter.emit('chainChanged', { chainId: caipNetwork.id })
    },
    getProvider: () => session?.provider,
  }
}
