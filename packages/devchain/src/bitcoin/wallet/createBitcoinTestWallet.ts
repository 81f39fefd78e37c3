import { base64 } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import type { IdentifierString, Wallet, WalletIcon } from '@wallet-standard/base'
import type { StandardDisconnectFeature, StandardEventsFeature } from '@wallet-standard/features'
import { createStandardSessionFeatures } from '../../wallet/createStandardSessionFeatures.js'
import type { TestWalletStorage } from '../../wallet/createTestWalletProvider.js'
import { ProviderRpcError } from '../../wallet/ProviderRpcError.js'
import type { BitcoinDevAccount } from '../bitcoinDevAccounts.js'
import type {
  BitcoinConnectFeature,
  BitcoinSendTransferFeature,
  BitcoinSignMessageFeature,
  BitcoinSignTransactionFeature,
} from './bitcoinWalletFeatures.js'
import {
  type BitcoinTestWalletChain,
  type BitcoinTestWalletRequest,
  createBitcoinWalletState,
} from './createBitcoinWalletState.js'
import { sendBitcoinTransfer } from './sendBitcoinTransfer.js'
import { signBip137Message } from './signBip137Message.js'
import { signBip322Message } from './signBip322Message.js'

export type { BitcoinTestWalletChain }

/** What the Bitcoin test wallet is made from: plain JSON, so a test can write it. */
export type CreateBitcoinTestWalletParameters = {
  /** The dev account whose payment (P2WPKH) and ordinals (P2TR) keys the wallet holds. */
  account: BitcoinDevAccount
  chains: readonly BitcoinTestWalletChain[]
  name: string
  icon: WalletIcon
  /** Where the wallet remembers that the site is connected, across reloads. */
  storage?: TestWalletStorage | undefined
  storageKey?: string | undefined
}

/** What a person would do in the wallet's own window, done from a test. */
export type BitcoinTestWalletControls = {
  /** With a feature: its next request fails with 4001. Without: the next prompting request does. */
  rejectNextRequest(feature?: string): void
  /** Drops the site's connection: a `change` event with no accounts. */
  disconnect(): void
  getState(): { connected: boolean; address: string; ordinalsAddress: string }
  /** The Esplora API of a chain the wallet knows (by any of its ids). */
  esploraUrlOf(chain: string): string
  /** Every request received, oldest first. */
  requests: BitcoinTestWalletRequest[]
}

/** The Wallet Standard features the test wallet has. */
type BitcoinTestWalletFeatures = BitcoinConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  BitcoinSignMessageFeature &
  BitcoinSignTransactionFeature &
  BitcoinSendTransferFeature

/** The wallet: a Wallet Standard wallet with the test's controls. */
export type BitcoinTestWallet = Wallet & {
  readonly features: BitcoinTestWalletFeatures
  controls: BitcoinTestWalletControls
}

/**
 * A Bitcoin wallet of the Wallet Standard backed by real secp256k1 keys (btc-signer): connects with
 * a payment (P2WPKH) and an ordinals (P2TR) account, signs messages (BIP-322 simple, or BIP-137),
 * signs PSBT inputs, and sends transfers to the chain's Esplora API. What Xverse or Leather give a
 * page, minus the window asking the user.
 */
export function createBitcoinTestWallet(
  parameters: CreateBitcoinTestWalletParameters,
): BitcoinTestWallet {
  const state = createBitcoinWalletState(parameters)
  const features: BitcoinTestWalletFeatures = {
    'bitcoin:connect': {
      version: '1.0.0',
      async connect(input) {
        state.receive('bitcoin:connect', input)
        const was = state.connected
        state.connected = true
        state.persist()
        if (!was) state.emit()
        const purposes = input?.purposes ?? ['payment', 'ordinals']
        return {
          accounts: state
            .accounts()
            .filter((account) => purposes.includes(state.purposeOf(account))),
        }
      },
    },
    ...createStandardSessionFeatures(state),
    'bitcoin:signMessage': {
      version: '1.0.0',
      async signMessage(...inputs) {
        state.receive('bitcoin:signMessage', inputs)
        return inputs.map(({ account, message, protocol = 'bip322' }) => {
          const privateKey = state.keyOf(account)
          const signature =
            protocol === 'ecdsa'
              ? signBip137Message(privateKey, message)
              : signBip322Message({
                  privateKey,
                  address: account.address,
                  message,
                  network: state.chainFor(undefined).network,
                })
          return { signedMessage: message, signature: base64.decode(signature) }
        })
      },
    },
    'bitcoin:signTransaction': {
      version: '1.0.0',
      async signTransaction(...inputs) {
        state.receive('bitcoin:signTransaction', inputs)
        return inputs.map(({ psbt, inputsToSign }) => {
          let tx: Transaction
          try {
            tx = Transaction.fromPSBT(psbt)
          } catch (error) {
            throw ProviderRpcError.from('invalidParams', `Not a PSBT: ${String(error)}`)
          }
          for (const { account, signingIndexes } of inputsToSign)
            for (const index of signingIndexes)
              if (!tx.signIdx(state.keyOf(account), index))
                throw ProviderRpcError.from('invalidParams', `Input ${index} is not the account's`)
          return { signedPsbt: tx.toPSBT() }
        })
      },
    },
    'bitcoin:sendTransfer': {
      version: '1.0.0',
      async sendTransfer({ account, recipients, chain }) {
        state.receive('bitcoin:sendTransfer', { account: account.address, recipients, chain })
        if (state.purposeOf(account) !== 'payment')
          throw ProviderRpcError.from('invalidParams', 'Transfers are paid by the payment account')
        const { esploraUrl, network } = state.chainFor(chain)
        try {
          const txid = await sendBitcoinTransfer({
            privateKey: state.keyOf(account),
            recipients,
            esploraUrl,
            network,
          })
          return { txid }
        } catch (error) {
          if (error instanceof ProviderRpcError) throw error
          throw new ProviderRpcError(-32603, error instanceof Error ? error.message : String(error))
        }
      },
    },
  }
  const controls: BitcoinTestWalletControls = {
    rejectNextRequest(feature) {
      state.pendingRejection = feature === undefined ? {} : { feature }
    },
    disconnect() {
      if (!state.connected) return
      state.connected = false
      state.persist()
      state.emit()
    },
    getState: () => ({
      connected: state.connected,
      address: state.account.address,
      ordinalsAddress: state.account.ordinals.address,
    }),
    esploraUrlOf: (chain) => state.chainFor(chain as IdentifierString).esploraUrl,
    requests: state.requests,
  }
  return {
    version: '1.0.0',
    name: parameters.name,
    icon: parameters.icon,
    chains: state.chainIds,
    features,
    get accounts() {
      return state.accounts()
    },
    controls,
  }
}
