import {
  type AdapterAccount,
  type AdapterContext,
  type ChainAdapter,
  createAdapter,
  isUserRejection,
} from '@latchkey/core'
import { createAccountSessions, solana } from '@latchkey/core/adapter'
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
      const sessions = createAccountSessions<SolanaProvider>(context, 'solana', toAccount)
      const requireSession = sessions.requireSession
      const chainOf = (chainId: number | string) => `solana:${chainId}`

      return {
        attach: sessions.attach,
        detach: sessions.detach,
        switchNetwork: sessions.switchNetwork,
        getProvider: sessions.getProvider,

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
      }
    },
  })
}

// Wallet Standard and WalletConnect accounts are plain keys (spec section 3: solana's default is eoa).
function toAccount(address: string): AdapterAccount {
  return { address, type: 'eoa' }
}
