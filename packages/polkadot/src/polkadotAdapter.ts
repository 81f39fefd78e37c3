import {
  type AdapterAccount,
  type AdapterContext,
  type CaipNetwork,
  type ChainAdapter,
  createAdapter,
} from '@latchkey/core'
import { findNetwork } from '@latchkey/core/adapter'
import { ConnectorNotConnectedError } from '@latchkey/core/errors'
import { isSameSs58Account } from './address/isSameSs58Account.js'
import { toHexMessage } from './address/toHexMessage.js'
import { polkadotDescriptor } from './polkadotDescriptor.js'
import type { PolkadotProvider } from './provider/PolkadotProvider.js'
import {
  type CreatePolkadotInjectedSourceParameters,
  createPolkadotInjectedSource,
} from './source/createPolkadotInjectedSource.js'
import { getSs58Prefix } from './utils/getSs58Prefix.js'

/** Options of the polkadot adapter: those of its injected source (`window.injectedWeb3`). */
export type PolkadotAdapterParameters = CreatePolkadotInjectedSourceParameters

type Session = {
  provider: PolkadotProvider
  chainId: number | string
  /** The accounts as the wallet writes them: what its signer is asked with. */
  walletAccounts: string[]
  /** The same accounts in the selected network's SS58 format: what the dapp sees. */
  accounts: string[]
  end(): void
}

// SS58 re-encoding needs blake2b: it loads with the first connection, not with the page.
const loadAddressCodec = () => import('./address/toNetworkAddress.js')

/**
 * The polkadot adapter: any PolkadotProvider a source yields (an extension of
 * `window.injectedWeb3`, a WalletConnect session) as reads and writes. Accounts show in the
 * selected network's SS58 format, messages are signed with `signRaw` (polkadot_signMessage) and
 * the native balance is read with `state_getStorage`; it has no transfers (Send says 'Unsupported
 * chain'). It brings the `injectedWeb3` injected source.
 */
export function polkadotAdapter(
  parameters: PolkadotAdapterParameters = {},
): ChainAdapter<PolkadotProvider> {
  return createAdapter<PolkadotProvider>({
    namespace: 'polkadot',
    descriptor: polkadotDescriptor,
    injectedSource: createPolkadotInjectedSource(parameters),
    setup(context: AdapterContext) {
      const { emitter, networks } = context
      let session: Session | undefined
      const requireSession = (method: string) => {
        if (!session) throw new ConnectorNotConnectedError({ method })
        return session
      }
      const networkOf = (chainId: number | string) => findNetwork(networks, 'polkadot', chainId)
      const formatFor = async (addresses: readonly string[], network: CaipNetwork | undefined) => {
        const { toNetworkAddress } = await loadAddressCodec()
        const prefix = getSs58Prefix(network)
        return addresses.map((address) => toNetworkAddress(address, prefix))
      }

      return {
        async attach({ provider, accounts, chainId, requestedChainId }) {
          session?.end()
          // An extension signs for whichever chain a request names: the selected network stays.
          const requested =
            requestedChainId !== undefined && networkOf(requestedChainId)
              ? requestedChainId
              : undefined
          const current = requested ?? chainId
          const onAccounts = async (payload: unknown) => {
            if (session !== started) return
            const next = Array.isArray(payload) ? payload.map(String) : []
            if (next.length === 0) {
              started.end()
              emitter.emit('disconnect')
              return
            }
            if (next.join() === started.walletAccounts.join()) return
            const shown = await formatFor(next, networkOf(started.chainId))
            if (session !== started) return
            started.walletAccounts = next
            started.accounts = shown
            emitter.emit('accountsChanged', { accounts: shown.map(toAccount) })
          }
          const started: Session = {
            provider,
            chainId: current,
            walletAccounts: [...accounts],
            accounts: await formatFor(accounts, networkOf(current)),
            end() {
              provider.removeListener?.('accountsChanged', onAccounts)
              if (session === started) session = undefined
            },
          }
          provider.on?.('accountsChanged', onAccounts)
          session = started
          return {
            address: started.accounts[0]!,
            chainId: current,
            accounts: started.accounts.map(toAccount),
          }
        },

        detach: () => session?.end(),

        async switchNetwork(caipNetwork) {
          const current = requireSession('switchNetwork')
          if (current.chainId === caipNetwork.id) return
          const shown = await formatFor(current.walletAccounts, caipNetwork)
          current.chainId = caipNetwork.id
          emitter.emit('chainChanged', { chainId: caipNetwork.id })
          // Another network may write the same accounts with another prefix.
          if (shown.join() !== current.accounts.join()) {
            current.accounts = shown
            emitter.emit('accountsChanged', { accounts: shown.map(toAccount) })
          }
        },

        async getBalance({ address, caipNetwork }) {
          const [{ getPolkadotBalance }, { getRpcUrl }] = await Promise.all([
            import('./actions/getPolkadotBalance.js'),
            import('./utils/getRpcUrl.js'),
          ])
          const value = await getPolkadotBalance(getRpcUrl(caipNetwork), address)
          const { decimals, symbol } = caipNetwork.nativeCurrency
          return { value, decimals, symbol }
        },

        async signMessage({ message, address }) {
          const { provider, chainId, walletAccounts } = requireSession('signMessage')
          // The wallet is asked with the account as it wrote it, whatever the network shows.
          const account =
            walletAccounts.find((candidate) => isSameSs58Account(candidate, address)) ?? address
          const result = await provider.request(
            {
              method: 'polkadot_signMessage',
              params: { address: account, message: toHexMessage(message) },
            },
            networkOf(chainId)?.caipNetworkId ?? `polkadot:${chainId}`,
          )
          const signature =
            typeof result === 'object' && result !== null
              ? Reflect.get(result, 'signature')
              : undefined
          if (typeof signature !== 'string')
            throw new Error('The wallet answered without a signature')
          return signature
        },

        getProvider: () => session?.provider,
      }
    },
  })
}

// Extension and WalletConnect accounts are plain keys (spec section 3: polkadot's default is eoa).
function toAccount(address: string): AdapterAccount {
  return { address, type: 'eoa' }
}
