import type { IWalletKit } from '@reown/walletkit'
import type { Address, Hex } from 'viem'
import type {
  WalletKitWalletAuthentication,
  WalletKitWalletPeer,
  WalletKitWalletProposal,
  WalletKitWalletRequest,
  WalletKitWalletSession,
} from './createWalletKitWallet.js'

/** A network the wallet offers to dapps. */
export type WalletConnectTestWalletChain = { chainId: number; rpcUrl: string }

/** An active WalletConnect session, as WalletKit keeps it. */
export type WalletConnectTestWalletSession = WalletKitWalletSession

/** The dapp's description of itself in a proposal (name, url, icons). */
export type WalletConnectTestWalletPeer = WalletKitWalletPeer

/** A session proposal waiting for the person to approve or reject it. */
export type WalletConnectTestWalletProposal = WalletKitWalletProposal & {
  pairingTopic: string
  proposer: WalletConnectTestWalletPeer
}

/** A one-click sign-in (wc_sessionAuthenticate) waiting for the person to approve or reject it. */
export type WalletConnectTestWalletAuthentication = WalletKitWalletAuthentication & {
  /** The dapp's description of itself. */
  requester: WalletConnectTestWalletPeer
}

/** A request a dapp sent over a session, as the wallet received it. */
export type WalletConnectTestWalletRequest = Pick<
  WalletKitWalletRequest,
  'topic' | 'chainId' | 'method' | 'params'
>

/** What a person does in a WalletConnect wallet app, done from a test; the signing is real. */
export type WalletConnectTestWallet = {
  address: Address
  /** The Solana account, when the wallet was made with `solana`. */
  readonly solanaAddress: string | undefined
  /** The Polkadot account, when the wallet was made with `polkadot`. */
  readonly polkadotAddress: string | undefined
  /** The Bitcoin payment address, when the wallet was made with `bitcoin`. */
  readonly bitcoinAddress: string | undefined
  /** Pairs with a `wc:` URI; the dapp's proposal then arrives in `proposals`. */
  pair(uri: string): Promise<void>
  /** Proposals received and not yet approved or rejected, oldest first. */
  readonly proposals: readonly WalletConnectTestWalletProposal[]
  /** The oldest pending proposal, waiting for one to arrive when there is none. */
  nextProposal(options?: { timeoutMs?: number }): Promise<WalletConnectTestWalletProposal>
  /** Approves the next proposal: `nextProposal()` then `approve()`. */
  approveNext(options?: {
    chainIds?: readonly number[]
    timeoutMs?: number
  }): Promise<WalletConnectTestWalletSession>
  /** One-click sign-ins received and not yet approved or rejected, oldest first. */
  readonly authentications: readonly WalletConnectTestWalletAuthentication[]
  /**
   * The oldest pending one-click sign-in, waiting for one to arrive when there is none: its
   * `approve()` signs the message with the wallet's key and opens the session, `reject()` declines.
   */
  nextAuthentication(options?: {
    timeoutMs?: number
  }): Promise<WalletConnectTestWalletAuthentication>
  /** The active sessions. */
  sessions(): WalletConnectTestWalletSession[]
  /** Every request received over a session, oldest first. */
  readonly requests: readonly WalletConnectTestWalletRequest[]
  /** The next request (of `method`, or any that would ask the person) is rejected with 4001. */
  rejectNextRequest(method?: string): void
  /** The chain requests go to unless they name one; switching emits `chainChanged` to every session. */
  readonly chainId: number
  switchChain(chainId: number): Promise<void>
  /** Emits `accountsChanged` to every session, first switching to `privateKey`'s account if given. */
  emitAccountsChanged(privateKey?: Hex): Promise<void>
  /** Ends one session (or all), as the person pressing "Disconnect" in the wallet. */
  disconnect(topic?: string): Promise<void>
  /** Closes the relay connection and stops the SDK's timers. */
  close(): Promise<void>
  /** The underlying WalletKit client, for what the helpers above do not cover. */
  walletKit: IWalletKit
}
