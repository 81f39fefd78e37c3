import {
  type AdapterAccount,
  type AdapterContext,
  type CaipNetwork,
  type ChainAdapter,
  createAdapter,
  isUserRejection,
} from '@latchkey/core'
import { createAccountSessions } from '@latchkey/core/adapter'
import {
  BitcoinTransferError,
  InvalidBitcoinRequestError,
  UnsupportedBitcoinMethodError,
} from './errors/bitcoin.js'
import type { BitcoinProvider } from './provider/BitcoinProvider.js'
import {
  type CreateBitcoinInjectedSourceParameters,
  createBitcoinInjectedSource,
} from './source/createBitcoinInjectedSource.js'

/** Options of the bitcoin adapter: those of its injected source (the Wallet Standard). */
export type BitcoinAdapterParameters = CreateBitcoinInjectedSourceParameters

/**
 * The bip122 adapter: any BitcoinProvider a source yields (a Wallet Standard wallet with
 * `bitcoin:connect`, a WalletConnect session) as reads and writes: the payment account active and
 * the ordinals one listed, BIP-322 message signing, transfers (sats-connect's `sendTransfer`),
 * balances from the network's Esplora API. Send does not cover bip122 (no `loadSend`): the widget
 * says 'Unsupported chain' there; dapps transfer with `sendTransaction`.
 */
export function bitcoinAdapter(
  parameters: BitcoinAdapterParameters = {},
): ChainAdapter<BitcoinProvider> {
  return createAdapter<BitcoinProvider>({
    namespace: 'bip122',
    injectedSource: createBitcoinInjectedSource(parameters),
    setup(context: AdapterContext) {
      const sessions = createAccountSessions<BitcoinProvider>(context, 'bip122', toAccount)
      const requireSession = sessions.requireSession
      const chainOf = (chainId: number | string) => `bip122:${chainId}`

      return {
        attach: sessions.attach,
        detach: sessions.detach,
        switchNetwork: sessions.switchNetwork,
        getProvider: sessions.getProvider,

        async getBalance({ address, caipNetwork }) {
          const { getBitcoinBalance } = await import('./actions/getBitcoinBalance.js')
          const value = await getBitcoinBalance(esploraUrlOf(caipNetwork), address)
          const { decimals, symbol } = caipNetwork.nativeCurrency
          return { value, decimals, symbol }
        },

        // BIP-322 "simple" (what wallets sign for segwit and taproot addresses), in base64.
        async signMessage({ message, address }) {
          const { provider, chainId } = requireSession('signMessage')
          const result = (await provider.request(
            { method: 'signMessage', params: { account: address, address, message } },
            chainOf(chainId),
          )) as { signature: string }
          return result.signature
        },

        // A transfer of `value` sats from the payment address; the wallet picks the UTXOs.
        async sendTransaction({ address, to, value, caipNetwork, data, token }) {
          const { provider } = requireSession('sendTransaction')
          if (data !== undefined || token !== undefined || value === undefined || value <= 0n)
            throw new InvalidBitcoinRequestError({
              details: 'A Bitcoin transfer is an amount in sats (value) to an address (to).',
            })
          try {
            const result = (await provider
              .request(
                {
                  method: 'sendTransfer',
                  params: { account: address, recipientAddress: to, amount: value.toString() },
                },
                caipNetwork.caipNetworkId,
              )
              .catch(async (error) => {
                // A wallet without sats-connect's transfer signs a PSBT built here (btc-signer,
                // loaded now) instead.
                if ((error as { code?: unknown })?.code !== UnsupportedBitcoinMethodError.code)
                  throw error
                const { sendTransferWithPsbt } = await import('./actions/sendTransferWithPsbt.js')
                const txid = await sendTransferWithPsbt({
                  provider,
                  chain: caipNetwork.caipNetworkId,
                  esploraUrl: esploraUrlOf(caipNetwork),
                  from: address,
                  to,
                  amount: value,
                })
                return { txid }
              })) as { txid: string }
            return result.txid
          } catch (error) {
            throw isUserRejection(error) ? error : new BitcoinTransferError({ cause: error })
          }
        },
      }
    },
  })
}

// The network's Esplora API: the adapter reads and broadcasts there.
function esploraUrlOf(caipNetwork: CaipNetwork): string {
  const url = caipNetwork.rpcUrls.default.http[0]
  if (!url)
    throw new InvalidBitcoinRequestError({
      details: `${caipNetwork.name} has no Esplora URL (rpcUrls.default.http[0])`,
    })
  return url
}

// Spec section 3: bip122's accounts are payment accounts (the ordinals one is listed after it).
function toAccount(address: string): AdapterAccount {
  return { address, type: 'payment' }
}
