import type { IdentifierString, WalletAccount } from '@wallet-standard/base'

/** An address purpose, as sats-connect and the Bitcoin Wallet Standard name them. */
export type BitcoinAddressPurpose = 'payment' | 'ordinals'

/** `bitcoin:connect` (the Bitcoin Wallet Standard): accounts for the purposes asked, payment first. */
export type BitcoinConnectFeature = {
  'bitcoin:connect': {
    version: '1.0.0'
    connect(input?: {
      purposes?: readonly BitcoinAddressPurpose[]
    }): Promise<{ accounts: readonly WalletAccount[] }>
  }
}

/** A message to sign; `protocol` 'bip322' (the default) or 'ecdsa' (legacy, BIP-137). */
type BitcoinSignMessageInput = {
  account: WalletAccount
  message: Uint8Array
  protocol?: 'bip322' | 'ecdsa'
}

/**
 * `bitcoin:signMessage`: the signature bytes are a BIP-322 "simple" witness (serialized) or a
 * 65-byte BIP-137 compact signature; dapps and servers send them as base64.
 */
export type BitcoinSignMessageFeature = {
  'bitcoin:signMessage': {
    version: '1.0.0'
    signMessage(
      ...inputs: readonly BitcoinSignMessageInput[]
    ): Promise<readonly { signedMessage: Uint8Array; signature: Uint8Array }[]>
  }
}

/** A PSBT to sign: which inputs each account signs. */
type BitcoinSignTransactionInput = {
  psbt: Uint8Array
  inputsToSign: readonly { account: WalletAccount; signingIndexes: readonly number[] }[]
  chain?: IdentifierString
}

/** `bitcoin:signTransaction`: signs the listed inputs of a PSBT, which comes back not finalized. */
export type BitcoinSignTransactionFeature = {
  'bitcoin:signTransaction': {
    version: '1.0.0'
    signTransaction(
      ...inputs: readonly BitcoinSignTransactionInput[]
    ): Promise<readonly { signedPsbt: Uint8Array }[]>
  }
}

/** A transfer from the payment account, in sats, as sats-connect's `sendTransfer` takes it. */
type BitcoinSendTransferInput = {
  account: WalletAccount
  recipients: readonly { address: string; amount: bigint }[]
  chain: IdentifierString
}

/**
 * `bitcoin:sendTransfer` (sats-connect's `sendTransfer`, as a Wallet Standard feature): the wallet
 * picks the UTXOs, signs and broadcasts; the txid comes back.
 */
export type BitcoinSendTransferFeature = {
  'bitcoin:sendTransfer': {
    version: '1.0.0'
    sendTransfer(input: BitcoinSendTransferInput): Promise<{ txid: string }>
  }
}
