import {
  type AdapterAccount,
  type AdapterContext,
  type CaipNetwork,
  type ChainAdapter,
  createAdapter,
  isUserRejection,
} from '@latchkey/core'
import { findNetwork } from '@latchkey/core/adapter'
import { ConnectorNotConnectedError } from '@latchkey/core/errors'
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
      const { emitter, networks } = context
      let session:
        | { provider: BitcoinProvider; address: string; chainId: number | string; end(): void }
        | undefined

      const requireSession = (method: string) => {
        if (!session) throw new ConnectorNotConnectedError({ method })
        return session
      }
      const chainOf = (chainId: number | string) => `bip122:${chainId}`

      return {
        async attach({ provider, accounts, chainId, requestedChainId }) {
          session?.end()
          // A Bitcoin wallet signs for whichever chain a request names: the selected network stays.
          const requested =
            requestedChainId !== undefined && findNetwork(networks, 'bip122', requestedChainId)
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

        getProvider: () => session?.provider,
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
