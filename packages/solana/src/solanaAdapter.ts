import {
  type AdapterAccount,
  type AdapterContext,
  type ChainAdapter,
  createAdapter,
  isUserRejection,
} from '@latchkey/core'
import { findNetwork, solana } from '@latchkey/core/adapter'
import { ConnectorNotConnectedError } from '@latchkey/core/errors'
import { SolanaSendError } from './errors/solana.js'
import type { SolanaProvider } from './provider/SolanaProvider.js'
import {
  type CreateSolanaInjectedSourceParameters,
  createSolanaInjectedSource,
} from './source/createSolanaInjectedSource.js'
import { getRpcUrl } from './utils/getRpcUrl.js'

/** Options of the solana adapter: those of its injected source (the Wallet Standard). */
export type SolanaAdapterParameters = CreateSolanaInjectedSourceParameters

/**
 * The solana adapter: any SolanaProvider a source yields (a Wallet Standard wallet, a
 * WalletConnect session, the embedded wallet) as reads and writes, with balances and transfers
 * built with @solana/kit, loaded on first use; it brings the Wallet Standard injected source.
 */
export function solanaAdapter(
  parameters: SolanaAdapterParameters = {},
): ChainAdapter<SolanaProvider> {
  return createAdapter<SolanaProvider>({
    namespace: 'solana',
    descriptor: solana,
    injectedSource: createSolanaInjectedSource(parameters),
    loadSend: () =>
      import('./send/solanaSendMethods.js').then((module) => module.solanaSendMethods),
    setup(context: AdapterContext) {
      const { emitter, networks } = context
      let session:
        | { provider: SolanaProvider; address: string; chainId: number | string; end(): void }
        | undefined

      const requireSession = (method: string) => {
        if (!session) throw new ConnectorNotConnectedError({ method })
        return session
      }
      const chainOf = (chainId: number | string) => `solana:${chainId}`

      return {
        async attach({ provider, accounts, chainId, requestedChainId }) {
          session?.end()
          // A Solana wallet signs for whichever chain a request names: the selected network stays.
          const requested =
            requestedChainId !== undefined && findNetwork(networks, 'solana', requestedChainId)
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
          const started = {
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

        async getBalance({ address, caipNetwork }) {
          const { getSolBalance } = await import('./actions/getSolBalance.js')
          const value = await getSolBalance(getRpcUrl(caipNetwork), address)
          const { decimals, symbol } = caipNetwork.nativeCurrency
          return { value, decimals, symbol }
        },

        async signMessage({ message, address }) {
          const { provider, chainId } = requireSession('signMessage')
          const { getBase58Codec } = await import('./utils/codecs.js')
          const encoded = getBase58Codec().decode(new TextEncoder().encode(message))
          const result = (await provider.request(
            { method: 'solana_signMessage', params: { message: encoded, pubkey: address } },
            chainOf(chainId),
          )) as { signature: string }
          return result.signature
        },

        async sendTransaction({ address, to, value, caipNetwork, token }) {
          const { provider } = requireSession('sendTransaction')
          const { buildTransferTransaction } = await import('./actions/buildTransferTransaction.js')
          const transaction = await buildTransferTransaction({
            rpcUrl: getRpcUrl(caipNetwork),
            from: address,
            to,
            amount: value,
            token,
          })
          try {
            const result = (await provider.request(
              {
                method: 'solana_signAndSendTransaction',
                params: {
                  transaction,
                  pubkey: address,
                  sendOptions: { preflightCommitment: 'confirmed' },
                },
              },
              caipNetwork.caipNetworkId,
            )) as { signature: string }
            return result.signature
          } catch (error) {
            // Declining stays a rejection (4001) for whoever checks; either way the spec's message.
            throw isUserRejection(error) ? error : new SolanaSendError({ cause: error })
          }
        },

        getProvider: () => session?.provider,
      }
    },
  })
}

// Wallet Standard and WalletConnect accounts are plain keys (spec section 3: solana's default is eoa).
function toAccount(address: string): AdapterAccount {
  return { address, type: 'eoa' }
}
