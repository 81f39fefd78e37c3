import { base64 } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import type { IdentifierString, WalletAccount } from '@wallet-standard/base'
import { ProviderRpcError } from '../../wallet/ProviderRpcError.js'
import type { BitcoinTestWallet } from './createBitcoinTestWallet.js'

/** The bip122 methods WalletConnect sessions carry, answered by the Bitcoin test wallet. */
export const bitcoinWalletConnectMethods = [
  'getAccountAddresses',
  'signMessage',
  'signPsbt',
  'sendTransfer',
]

/** The Wallet Standard feature behind each WalletConnect bip122 method, for `rejectNextRequest`. */
export const bitcoinWalletConnectFeatures: Record<string, string> = {
  signMessage: 'bitcoin:signMessage',
  signPsbt: 'bitcoin:signTransaction',
  sendTransfer: 'bitcoin:sendTransfer',
}

type Params = {
  account?: string
  address?: string
  message?: string
  protocol?: 'ecdsa' | 'bip322'
  psbt?: string
  signInputs?: { address: string; index: number }[]
  broadcast?: boolean
  recipientAddress?: string
  amount?: string
}

/**
 * Answers a WalletConnect bip122 request with the Bitcoin test wallet's features, in
 * WalletConnect's shapes: base64 signatures and PSBTs, amounts in sats as decimal strings.
 */
export async function answerBitcoinRequest(
  wallet: BitcoinTestWallet,
  chain: string,
  method: string,
  params: unknown,
): Promise<unknown> {
  const input = (params ?? {}) as Params
  const { features } = wallet
  const accountOf = (address: string | undefined): WalletAccount => {
    const account = address
      ? wallet.accounts.find((entry) => entry.address === address)
      : wallet.accounts[0]
    if (!account) throw ProviderRpcError.from('unauthorized', `Unknown account ${address}`)
    return account
  }
  switch (method) {
    case 'getAccountAddresses':
      return wallet.accounts.map((account, index) => ({
        address: account.address,
        publicKey: [...account.publicKey]
          .map((byte) => byte.toString(16).padStart(2, '0'))
          .join(''),
        intention: index === 0 ? 'payment' : 'ordinal',
      }))
    case 'signMessage': {
      const account = accountOf(input.address ?? input.account)
      const [output] = await features['bitcoin:signMessage'].signMessage({
        account,
        message: new TextEncoder().encode(input.message ?? ''),
        ...(input.protocol ? { protocol: input.protocol } : {}),
      })
      return { address: account.address, signature: base64.encode(output!.signature) }
    }
    case 'signPsbt': {
      const [output] = await features['bitcoin:signTransaction'].signTransaction({
        psbt: base64.decode(input.psbt ?? ''),
        inputsToSign: (input.signInputs ?? []).map(({ address, index }) => ({
          account: accountOf(address),
          signingIndexes: [index],
        })),
      })
      if (!input.broadcast) return { psbt: base64.encode(output!.signedPsbt) }
      const tx = Transaction.fromPSBT(output!.signedPsbt)
      tx.finalize()
      const { txid } = await broadcast(wallet, chain, tx.hex)
      return { psbt: base64.encode(output!.signedPsbt), txid }
    }
    case 'sendTransfer': {
      if (!input.recipientAddress || !/^\d+$/.test(input.amount ?? ''))
        throw ProviderRpcError.from('invalidParams', 'A recipientAddress and an amount in sats')
      return features['bitcoin:sendTransfer'].sendTransfer({
        account: accountOf(input.account),
        recipients: [{ address: input.recipientAddress, amount: BigInt(input.amount!) }],
        chain: chain as IdentifierString,
      })
    }
    default:
      throw ProviderRpcError.from('unsupportedMethod')
  }
}

// A signed PSBT's transaction, posted to the chain's Esplora API.
async function broadcast(wallet: BitcoinTestWallet, chain: string, hex: string) {
  const url = wallet.controls.esploraUrlOf(chain)
  const response = await fetch(`${url}/tx`, { method: 'POST', body: hex })
  const text = await response.text()
  if (!response.ok) throw new ProviderRpcError(-32603, `The transaction was refused: ${text}`)
  return { txid: text }
}
