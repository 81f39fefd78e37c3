import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { IdentifierString, Wallet, WalletIcon } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'
import { createStandardSessionFeatures } from '../../wallet/createStandardSessionFeatures.js'
import type { TestWalletStorage } from '../../wallet/createTestWalletProvider.js'
import { createSolanaSigningFeatures } from './createSolanaSigningFeatures.js'
import { createSolanaWalletState } from './createSolanaWalletState.js'

/** A chain the wallet signs and sends for: its Wallet Standard ids and its RPC. */
export type SolanaTestWalletChain = {
  /** e.g. 'solana:localnet' and the CAIP-2 id 'solana:<genesis hash prefix>'. */
  ids: readonly IdentifierString[]
  rpcUrl: string
}

/** What the Solana test wallet is made from: plain JSON, so a test can write it. */
export type CreateSolanaTestWalletParameters = {
  /** The account's 32-byte ed25519 secret, in hex. */
  secretKey: string
  chains: readonly SolanaTestWalletChain[]
  name: string
  icon: WalletIcon
  /** Where the wallet remembers that the site is connected, across reloads. */
  storage?: TestWalletStorage | undefined
  storageKey?: string | undefined
}

/** A request the wallet received, by feature. */
export type SolanaTestWalletRequest = { feature: string; input?: unknown }

/** What a person would do in the wallet's own window, done from a test. */
export type SolanaTestWalletControls = {
  /**
   * With a feature ('solana:signMessage', ...): the next request of that feature fails with 4001.
   * Without: the next request that would ask the user (connect, sign, send) does.
   */
  rejectNextRequest(feature?: string): void
  /** Selects another account; a connected site gets a `change` event with it. */
  setAccount(secretKey: string): Promise<void>
  /** Drops the site's connection: a `change` event with no accounts. */
  disconnect(): void
  getState(): { connected: boolean; address: string }
  /** Every request received, oldest first. */
  requests: SolanaTestWalletRequest[]
}

/** The wallet: a Wallet Standard wallet with the test's controls. */
export type SolanaTestWallet = Wallet & {
  readonly features: SolanaTestWalletFeatures
  controls: SolanaTestWalletControls
}

/** The Wallet Standard features the test wallet has. */
type SolanaTestWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

/**
 * A Solana wallet of the Wallet Standard backed by a real ed25519 key (@solana/kit over
 * WebCrypto): connects, signs messages and transactions, and sends them to the chain's RPC. What
 * a browser extension such as Phantom gives a page, minus the window asking the user.
 */
export async function createSolanaTestWallet(
  parameters: CreateSolanaTestWalletParameters,
): Promise<SolanaTestWallet> {
  const state = await createSolanaWalletState(parameters)
  const features: SolanaTestWalletFeatures = {
    'standard:connect': {
      version: '1.0.0',
      async connect(input) {
        if (input?.silent) return { accounts: state.accounts() }
        state.receive('standard:connect', input)
        const was = state.connected
        state.connected = true
        state.persist()
        if (!was) state.emit()
        return { accounts: state.accounts() }
      },
    },
    ...createStandardSessionFeatures(state),
    ...createSolanaSigningFeatures(state),
  }

  const controls: SolanaTestWalletControls = {
    rejectNextRequest(feature) {
      state.pendingRejection = feature === undefined ? {} : { feature }
    },
    async setAccount(secretKey) {
      const previous = state.key.address
      state.key = await state.keyOf(secretKey)
      if (!state.connected || previous === state.key.address) return
      state.persist()
      state.emit()
    },
    disconnect() {
      if (!state.connected) return
      state.connected = false
      state.persist()
      state.emit()
    },
    getState: () => ({ connected: state.connected, address: state.key.address }),
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
