import { getBase58Codec, getBase64Codec } from '@solana/kit'
import type { IdentifierString } from '@wallet-standard/base'
import { ProviderRpcError } from '../../wallet/ProviderRpcError.js'
import type { SolanaTestWallet } from './createSolanaTestWallet.js'

/** The `solana_*` methods WalletConnect sessions carry, answered by the Solana test wallet. */
export const solanaWalletConnectMethods = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
]

type Params = {
  message?: string
  pubkey?: string
  transaction?: string
  transactions?: string[]
  sendOptions?: Record<string, unknown>
  options?: Record<string, unknown>
}

/**
 * Answers a WalletConnect `solana_*` request with the Solana test wallet's features, in
 * WalletConnect's shapes: base58 messages and signatures, base64 transactions.
 */
export async function answerSolanaRequest(
  wallet: SolanaTestWallet,
  chain: string,
  method: string,
  params: unknown,
): Promise<unknown> {
  const base58 = getBase58Codec()
  const base64 = getBase64Codec()
  const input = (params ?? {}) as Params
  const [account] = wallet.accounts
  if (!account) throw ProviderRpcError.from('unauthorized')
  if (input.pubkey && input.pubkey !== account.address)
    throw ProviderRpcError.from('unauthorized', `Unknown account ${input.pubkey}`)
  const features = wallet.features
  const bytes = (value: string | undefined) => new Uint8Array(base64.encode(value ?? ''))
  switch (method) {
    case 'solana_signMessage': {
      const [output] = await features['solana:signMessage'].signMessage({
        account,
        message: new Uint8Array(base58.encode(input.message ?? '')),
      })
      return { signature: base58.decode(output!.signature) }
    }
    case 'solana_signTransaction':
    case 'solana_signAllTransactions': {
      const list =
        method === 'solana_signTransaction' ? [input.transaction] : (input.transactions ?? [])
      const outputs = await features['solana:signTransaction'].signTransaction(
        ...list.map((transaction) => ({ account, transaction: bytes(transaction) })),
      )
      const signed = outputs.map((output) => base64.decode(output.signedTransaction))
      if (method === 'solana_signAllTransactions') return { transactions: signed }
      return { transaction: signed[0] }
    }
    case 'solana_signAndSendTransaction': {
      const [output] = await features['solana:signAndSendTransaction'].signAndSendTransaction({
        account,
        chain: chain as IdentifierString,
        transaction: bytes(input.transaction),
        options: input.sendOptions ?? input.options ?? {},
      })
      return { signature: base58.decode(output!.signature) }
    }
    default:
      throw ProviderRpcError.from('unsupportedMethod')
  }
}
