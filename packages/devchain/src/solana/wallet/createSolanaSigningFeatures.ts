import {
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getTransactionEncoder,
  signBytes,
} from '@solana/kit'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignAndSendTransactionInput,
  SolanaSignMessageFeature,
  SolanaSignMessageInput,
  SolanaSignTransactionFeature,
  SolanaSignTransactionInput,
} from '@solana/wallet-standard-features'
import type { SolanaWalletState } from './createSolanaWalletState.js'

/** The Solana features that sign with the account: messages, transactions, and sending them. */
export function createSolanaSigningFeatures(
  state: SolanaWalletState,
): SolanaSignMessageFeature & SolanaSignTransactionFeature & SolanaSignAndSendTransactionFeature {
  const transactionEncoder = getTransactionEncoder()
  return {
    'solana:signMessage': {
      version: '1.1.0',
      async signMessage(...inputs: readonly SolanaSignMessageInput[]) {
        state.receive('solana:signMessage', inputs)
        return Promise.all(
          inputs.map(async (input) => {
            state.requireAccount(input.account)
            const signature = await signBytes(state.key.keyPair.privateKey, input.message)
            return { signedMessage: input.message, signature: new Uint8Array(signature) }
          }),
        )
      },
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signTransaction(...inputs: readonly SolanaSignTransactionInput[]) {
        state.receive('solana:signTransaction', inputs)
        return Promise.all(
          inputs.map(async (input) => ({
            signedTransaction: new Uint8Array(transactionEncoder.encode(await state.sign(input))),
          })),
        )
      },
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signAndSendTransaction(...inputs: readonly SolanaSignAndSendTransactionInput[]) {
        state.receive('solana:signAndSendTransaction', inputs)
        const outputs = []
        // One after the other, as a wallet sends a batch: each may depend on the one before.
        for (const input of inputs) outputs.push({ signature: await signAndSend(state, input) })
        return outputs
      },
    },
  }
}

async function signAndSend(state: SolanaWalletState, input: SolanaSignAndSendTransactionInput) {
  const signed = await state.sign(input)
  const { skipPreflight, maxRetries, minContextSlot, preflightCommitment } = input.options ?? {}
  const signature = await state
    .rpcFor(input.chain)
    .sendTransaction(getBase64EncodedWireTransaction(signed), {
      encoding: 'base64',
      ...(skipPreflight === undefined ? {} : { skipPreflight }),
      ...(maxRetries === undefined ? {} : { maxRetries: BigInt(maxRetries) }),
      ...(minContextSlot === undefined ? {} : { minContextSlot: BigInt(minContextSlot) }),
      ...(preflightCommitment === undefined ? {} : { preflightCommitment }),
    })
    .send()
  return new Uint8Array(getBase58Encoder().encode(signature))
}
