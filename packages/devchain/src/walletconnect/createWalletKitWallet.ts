import type { IWalletKit, WalletKitTypes } from '@reown/walletkit'
import type { Address, Hex } from 'viem'
import type { BitcoinDevAccount } from '../bitcoin/bitcoinDevAccounts.js'
import type {
  BitcoinTestWallet,
  BitcoinTestWalletChain,
} from '../bitcoin/wallet/createBitcoinTestWallet.js'
import type {
  SolanaTestWallet,
  SolanaTestWalletChain,
} from '../solana/wallet/createSolanaTestWallet.js'
import type { TestWalletChain, TestWalletProvider } from '../wallet/createTestWalletProvider.js'
import { announceWalletKitChain } from './announceWalletKitChain.js'
import type {
  PolkadotWalletKitParameters,
  PolkadotWalletKitSide,
} from './createPolkadotWalletKitSide.js'
import { createWalletKitContext } from './createWalletKitContext.js'
import { emitWalletKitAccountsChanged } from './emitWalletKitAccountsChanged.js'
import { toWalletKitAuthentication } from './toWalletKitAuthentication.js'
import { toWalletKitProposal } from './toWalletKitProposal.js'
import { toWalletKitRequest } from './toWalletKitRequest.js'

export type CreateWalletKitWalletParameters = {
  /** The relay the dapp uses: a pairing URI does not say which. */
  relayUrl: string
  projectId: string
  privateKey: Hex
  chains: readonly TestWalletChain[]
  /** Keeps two clients in one JavaScript realm apart (the SDK keys its globals by it). */
  storagePrefix: string
  /** How the wallet presents itself to dapps. */
  metadata: WalletKitWalletPeer
  /** Where the SDK keeps its state; default the platform's (IndexedDB in a browser). */
  storageOptions?: { database: string }
  /** A Solana account too: the wallet then approves a proposal's solana namespace. */
  solana?: { secretKey: string; chains: readonly SolanaTestWalletChain[] } | undefined
  /** A Polkadot account too: the wallet then approves a proposal's polkadot namespace. */
  polkadot?: PolkadotWalletKitParameters | undefined
  /** A Bitcoin account too: the wallet then approves a proposal's bip122 namespace. */
  bitcoin?: { account: BitcoinDevAccount; chains: readonly BitcoinTestWalletChain[] } | undefined
}

/** An active WalletConnect session, as WalletKit keeps it. */
export type WalletKitWalletSession = ReturnType<IWalletKit['getActiveSessions']>[string]

/** A peer's description of itself (name, description, url, icons). */
export type WalletKitWalletPeer = WalletKitTypes.SessionProposal['params']['proposer']['metadata']

/** A session proposal as it arrived, with what the person's answer does. */
export type WalletKitWalletProposal = {
  id: number
  /** The proposal as the dapp sent it (proposer, required and optional namespaces). */
  params: WalletKitTypes.SessionProposal['params']
  /** Approves with the wallet's account on `chainIds` (default: every chain of the wallet). */
  approve(options?: { chainIds?: readonly number[] }): Promise<WalletKitWalletSession>
  /** Rejects, as a person pressing "Reject" (USER_REJECTED). */
  reject(): Promise<void>
}

/** A dapp's one-click sign-in (wc_sessionAuthenticate) as it arrived, with the person's answer. */
export type WalletKitWalletAuthentication = {
  id: number
  /** The request as the dapp sent it (requester, and the message's fields in `authPayload`). */
  params: WalletKitTypes.SessionAuthenticate['params']
  /**
   * Signs the message (one CACAO, on the request's first chain among `chainIds`, default every
   * chain of the wallet) and approves: the session opens with the signature.
   */
  approve(options?: { chainIds?: readonly number[] }): Promise<WalletKitWalletSession>
  /** Rejects, as a person pressing "Reject" (USER_REJECTED). */
  reject(): Promise<void>
}

/** A request of a connected dapp as it arrived, with what the person's answer does. */
export type WalletKitWalletRequest = {
  id: number
  topic: string
  /** The chain the dapp sent it to (CAIP-2). */
  chainId: string
  method: string
  params: unknown
  /** Answers it through the wallet's provider; a provider error goes back as the error. */
  approve(): Promise<void>
  /** Answers it with 4001, as a person pressing "Reject". */
  reject(): Promise<void>
}

/** The WalletConnect side of a dev wallet: WalletKit on our relay, signing with a dev key. */
export type WalletKitWallet = {
  /** The signing, sending and chain bookkeeping (devchain's injected test wallet provider). */
  provider: TestWalletProvider
  /** The Solana side, when the wallet was made with `solana`. */
  solana: SolanaTestWallet | undefined
  /** The Polkadot side, when the wallet was made with `polkadot`. */
  polkadot: PolkadotWalletKitSide | undefined
  /** The Bitcoin side, when the wallet was made with `bitcoin`. */
  bitcoin: BitcoinTestWallet | undefined
  readonly address: Address
  /** The chain requests go to unless they name one. */
  readonly chainId: number
  /** Calls `listener` with each proposal as it arrives. */
  onProposal(listener: (proposal: WalletKitWalletProposal) => void): void
  /**
   * Calls `listener` with each one-click sign-in as it arrives. A wallet that never calls it does
   * not support wc_sessionAuthenticate: the dapp's SDK then falls back to a session proposal.
   */
  onAuthentication(listener: (authentication: WalletKitWalletAuthentication) => void): void
  /** Calls `listener` with each request as it arrives; nothing answers it until it is approved or rejected. */
  onRequest(listener: (request: WalletKitWalletRequest) => void): void
  pair(uri: string): Promise<void>
  sessions(): WalletKitWalletSession[]
  /** Moves the wallet to `chainId` and tells every session (adding the chain where it lacks it). */
  switchChain(chainId: number): Promise<void>
  /** Emits `accountsChanged` to every session, first switching to `privateKey`'s account if given. */
  emitAccountsChanged(privateKey?: Hex): Promise<void>
  /** Ends one session (or all), as the person pressing "Disconnect". */
  disconnect(topic?: string): Promise<void>
  /** Closes the relay connection and stops the SDK's timers. */
  close(): Promise<void>
  walletKit: IWalletKit
}

/**
 * Starts Reown WalletKit on a local relay over devchain's test wallet provider, with every call to
 * the vendor's services switched off. devchain's WalletConnect test wallet (Node) and the stack's
 * wallet page (browser) are both built on it.
 */
export async function createWalletKitWallet(
  parameters: CreateWalletKitWalletParameters,
): Promise<WalletKitWallet> {
  const context = await createWalletKitContext(parameters)
  const { walletKit, provider, sdk, sessions } = context
  return {
    provider,
    solana: context.solana,
    polkadot: context.polkadot,
    bitcoin: context.bitcoin,
    get address() {
      return context.address()
    },
    get chainId() {
      return context.currentChainId()
    },
    onProposal(listener) {
      walletKit.on('session_proposal', (event) => listener(toWalletKitProposal(context, event)))
    },
    onAuthentication(listener) {
      walletKit.on('session_authenticate', (event) =>
        listener(toWalletKitAuthentication(context, event)),
      )
    },
    onRequest(listener) {
      walletKit.on('session_request', (event) => listener(toWalletKitRequest(context, event)))
    },
    async pair(uri) {
      await walletKit.pair({ uri: uri.trim() })
    },
    sessions,
    async switchChain(chainId) {
      context.useChain(chainId)
      await announceWalletKitChain(context, chainId)
    },
    emitAccountsChanged: (privateKey) => emitWalletKitAccountsChanged(context, privateKey),
    async disconnect(topic) {
      const topics = topic ? [topic] : sessions().map((session) => session.topic)
      for (const each of topics)
        await walletKit.disconnectSession({
          topic: each,
          reason: sdk.getSdkError('USER_DISCONNECTED'),
        })
    },
    async close() {
      walletKit.core.heartbeat.stop()
      await walletKit.core.relayer.transportClose().catch(() => {})
      // The SDK keeps each core in a global by storage prefix and would hand this closed one to
      // the next wallet made with the same prefix.
      const globals = globalThis as Record<string, unknown>
      delete globals[`_walletConnectCore_${parameters.storagePrefix}`]
      delete globals[`_walletConnectCore_${parameters.storagePrefix}_count`]
    },
    walletKit,
  }
}
