import { UnauthorizedProviderError } from '@latchkey/core'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardEventsFeature } from '@wallet-standard/features'
import { UnsupportedSolanaMethodError } from '../errors/solana.js'
import { getWalletStandardChain } from '../utils/getWalletStandardChain.js'
import type { SolanaProvider } from './SolanaProvider.js'

/** A Wallet Standard wallet as a SolanaProvider, with the wallet itself for dapps that want it. */
export type WalletStandardProvider = SolanaProvider & { readonly wallet: Wallet }

type Params = {
  message?: string
  pubkey?: string
  transaction?: string
  transactions?: string[]
  sendOptions?: Record<string, unknown>
  options?: Record<string, unknown>
}

/**
 * Speaks the `solana_*` request methods over a Wallet Standard wallet's features: base58 messages
 * and signatures, base64 transactions, as WalletConnect has them. Requests go to the chain last
 * asked for (the first of the wallet's until then).
 */
export function createWalletStandardProvider(wallet: Wallet): WalletStandardProvider {
  let chain: string | undefined
  const wrappers = new Map<(payload: unknown) => void, () => void>()

  const feature = <value>(name: string, method: string): value => {
    const found = wallet.features[name as IdentifierString]
    if (!found) throw new UnsupportedSolanaMethodError({ method })
    return found as value
  }
  const accountOf = (pubkey: string | undefined, method: string): WalletAccount => {
    const solana = wallet.accounts.filter((account) =>
      account.chains.some((id) => id.startsWith('solana:')),
    )
    const account = pubkey ? solana.find((entry) => entry.address === pubkey) : solana[0]
    if (!account)
      throw new UnauthorizedProviderError({
        method,
        details: pubkey
          ? `The wallet has not shared the account ${pubkey}.`
          : 'The wallet has shared no Solana account.',
      })
    return account
  }
  const chainFor = (account: WalletAccount) =>
    chain
      ? getWalletStandardChain(chain, account.chains)
      : (account.chains.find((id) => id.startsWith('solana:')) ?? 'solana:mainnet')

  return {
    wallet,
    async request({ method, params }, requested) {
      if (requested) chain = requested
      const { getBase58Codec, getBase64Codec } = await import('../utils/codecs.js')
      const base58 = getBase58Codec()
      const base64 = getBase64Codec()
      const input = (params ?? {}) as Params
      const bytes = (value: string | undefined) => new Uint8Array(base64.encode(value ?? ''))
      switch (method) {
        case 'solana_signMessage': {
          const { signMessage } = feature<SolanaSignMessageFeature['solana:signMessage']>(
            'solana:signMessage',
            method,
          )
          const [output] = await signMessage({
            account: accountOf(input.pubkey, method),
            message: new Uint8Array(base58.encode(input.message ?? '')),
          })
          return { signature: base58.decode(output!.signature) }
        }
        case 'solana_signTransaction':
        case 'solana_signAllTransactions': {
          const { signTransaction } = feature<
            SolanaSignTransactionFeature['solana:signTransaction']
          >('solana:signTransaction', method)
          const account = accountOf(input.pubkey, method)
          const list =
            method === 'solana_signTransaction' ? [input.transaction] : (input.transactions ?? [])
          const outputs = await signTransaction(
            ...list.map((transaction) => ({
              account,
              chain: chainFor(account),
              transaction: bytes(transaction),
            })),
          )
          const signed = outputs.map((output) => base64.decode(output.signedTransaction))
          if (method === 'solana_signAllTransactions') return { transactions: signed }
          return { transaction: signed[0] }
        }
        case 'solana_signAndSendTransaction': {
          const { signAndSendTransaction } = feature<
            SolanaSignAndSendTransactionFeature['solana:signAndSendTransaction']
          >('solana:signAndSendTransaction', method)
          const account = accountOf(input.pubkey, method)
          const [output] = await signAndSendTransaction({
            account,
            chain: chainFor(account),
            transaction: bytes(input.transaction),
            options: input.sendOptions ?? input.options ?? {},
          })
          return { signature: base58.decode(output!.signature) }
        }
        case 'solana_getAccounts':
        case 'solana_requestAccounts':
          return wallet.accounts.map((account) => ({ pubkey: account.address }))
        default:
          throw new UnsupportedSolanaMethodError({ method })
      }
    },
    on(event, listener) {
      if (event !== 'accountsChanged' || wrappers.has(listener)) return
      const events = wallet.features['standard:events'] as
        | StandardEventsFeature['standard:events']
        | undefined
      const off = events?.on('change', ({ accounts }) => {
        if (accounts) listener(accounts.map((account) => account.address))
      })
      if (off) wrappers.set(listener, off)
    },
    removeListener(_event, listener) {
      wrappers.get(listener)?.()
      wrappers.delete(listener)
    },
  }
}
