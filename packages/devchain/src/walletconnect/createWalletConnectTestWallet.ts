import { randomUUID } from 'node:crypto'
import type { Hex } from 'viem'
import { bitcoinWalletConnectFeatures } from '../bitcoin/wallet/answerBitcoinRequest.js'
import { devChainDefinitions } from '../chain/devChainDefinitions.js'
import { createWaitQueue } from './createWaitQueue.js'
import {
  type CreateWalletKitWalletParameters,
  createWalletKitWallet,
} from './createWalletKitWallet.js'
import type {
  WalletConnectTestWallet,
  WalletConnectTestWalletAuthentication,
  WalletConnectTestWalletChain,
  WalletConnectTestWalletPeer,
  WalletConnectTestWalletProposal,
  WalletConnectTestWalletRequest,
} from './WalletConnectTestWallet.js'

export type CreateWalletConnectTestWalletParameters = {
  /** The relay the dapp uses: the pairing URI does not say which. */
  relayUrl: string
  projectId?: string
  privateKey: Hex
  chains: readonly WalletConnectTestWalletChain[]
  /** Keeps two wallets (or a wallet and a dapp) in one process apart; a fresh one by default. */
  storagePrefix?: string
  /** How the wallet presents itself to dapps. */
  metadata?: WalletConnectTestWalletPeer
  /** A Solana account too (a 32-byte hex secret and its chains): sessions then hold solana. */
  solana?: CreateWalletKitWalletParameters['solana']
  /** A Polkadot account too (an sr25519 secret, its address and chains): sessions then hold polkadot. */
  polkadot?: CreateWalletKitWalletParameters['polkadot']
  /** A Bitcoin dev account too (payment and ordinals keys, and its chains): sessions then hold bip122. */
  bitcoin?: CreateWalletKitWalletParameters['bitcoin']
  /**
   * Whether the wallet answers one-click sign-in (wc_sessionAuthenticate); default true. Without
   * it the dapp's SDK falls back to a session proposal, as with a wallet that does not support it.
   */
  sessionAuthenticate?: boolean | undefined
}

// The Wallet Standard feature behind each WalletConnect solana method, for `rejectNextRequest`.
const solanaFeatures: Record<string, string> = {
  solana_signMessage: 'solana:signMessage',
  solana_signTransaction: 'solana:signTransaction',
  solana_signAllTransactions: 'solana:signTransaction',
  solana_signAndSendTransaction: 'solana:signAndSendTransaction',
}

// The extension signer function behind each WalletConnect polkadot method, for `rejectNextRequest`.
const polkadotSigners: Record<string, string> = {
  polkadot_signMessage: 'signRaw',
  polkadot_signTransaction: 'signPayload',
}

const defaultMetadata: WalletConnectTestWalletPeer = {
  name: 'Latchkey Test Wallet',
  description: 'A WalletConnect wallet for tests, signing with local keys.',
  url: 'https://wallet.latchkey.invalid',
  icons: [],
}

/** Starts a WalletConnect wallet (Reown WalletKit) that signs with a local key, for Node tests. */
export async function createWalletConnectTestWallet(
  parameters: CreateWalletConnectTestWalletParameters,
): Promise<WalletConnectTestWallet> {
  if (parameters.chains.length === 0)
    throw new Error('createWalletConnectTestWallet: `chains` is empty.')
  const wallet = await createWalletKitWallet({
    relayUrl: parameters.relayUrl,
    projectId: parameters.projectId ?? 'latchkey-test-wallet',
    privateKey: parameters.privateKey,
    chains: parameters.chains.map(({ chainId, rpcUrl }) => {
      const definition = devChainDefinitions.find(({ id }) => id === chainId)
      return {
        chainId,
        rpcUrl,
        name: definition?.name ?? `Chain ${chainId}`,
        nativeCurrency: definition?.nativeCurrency ?? {
          name: 'Ether',
          symbol: 'ETH',
          decimals: 18,
        },
      }
    }),
    storagePrefix: parameters.storagePrefix ?? `latchkey-test-wallet-${randomUUID()}`,
    metadata: parameters.metadata ?? defaultMetadata,
    // In memory: a test leaves no files behind, and each wallet starts with no sessions.
    storageOptions: { database: ':memory:' },
    solana: parameters.solana,
    polkadot: parameters.polkadot,
    bitcoin: parameters.bitcoin,
  })

  const proposals = createWaitQueue<WalletConnectTestWalletProposal>()
  const requests: WalletConnectTestWalletRequest[] = []
  const authentications = createWaitQueue<WalletConnectTestWalletAuthentication>()

  // A test's wallet answers every request at once, as the person approving it would; the
  // provider's `rejectNextRequest` stands for the person pressing "Reject".
  wallet.onRequest((request) => {
    const { topic, chainId, method, params } = request
    requests.push({ topic, chainId, method, params })
    void request.approve()
  })
  wallet.onProposal((received) => {
    const proposal: WalletConnectTestWalletProposal = {
      ...received,
      pairingTopic: received.params.pairingTopic,
      proposer: received.params.proposer.metadata,
      approve(options) {
        proposals.remove(proposal)
        return received.approve(options)
      },
      reject() {
        proposals.remove(proposal)
        return received.reject()
      },
    }
    proposals.push(proposal)
  })

  if (parameters.sessionAuthenticate !== false)
    wallet.onAuthentication((received) => {
      const authentication: WalletConnectTestWalletAuthentication = {
        ...received,
        requester: received.params.requester.metadata,
        approve(options) {
          authentications.remove(authentication)
          return received.approve(options)
        },
        reject() {
          authentications.remove(authentication)
          return received.reject()
        },
      }
      authentications.push(authentication)
    })

  const nextProposal = (options: { timeoutMs?: number } = {}) =>
    proposals.next(options.timeoutMs ?? 10_000, 'session proposal')

  return {
    get address() {
      return wallet.address
    },
    pair: wallet.pair,
    proposals: proposals.items,
    nextProposal,
    async approveNext(options = {}) {
      const proposal = await nextProposal(options)
      return proposal.approve(options)
    },
    authentications: authentications.items,
    nextAuthentication: (options = {}) =>
      authentications.next(options.timeoutMs ?? 10_000, 'one-click sign-in request'),
    sessions: wallet.sessions,
    requests,
    rejectNextRequest(method) {
      const feature = method === undefined ? undefined : solanaFeatures[method]
      const signer = method === undefined ? undefined : polkadotSigners[method]
      const bitcoinFeature = method === undefined ? undefined : bitcoinWalletConnectFeatures[method]
      if (feature) wallet.solana?.controls.rejectNextRequest(feature)
      else if (signer) wallet.polkadot?.wallet.controls.rejectNextRequest(signer)
      else if (bitcoinFeature) wallet.bitcoin?.controls.rejectNextRequest(bitcoinFeature)
      else wallet.provider.controls.rejectNextRequest(method)
    },
    get solanaAddress() {
      return wallet.solana?.accounts[0]?.address
    },
    get polkadotAddress() {
      return wallet.polkadot?.address
    },
    get bitcoinAddress() {
      return wallet.bitcoin?.accounts[0]?.address
    },
    get chainId() {
      return wallet.chainId
    },
    async switchChain(chainId) {
      if (!wallet.provider.controls.getState().chains.some((chain) => chain.chainId === chainId))
        throw new Error(`createWalletConnectTestWallet: chain ${chainId} is not among \`chains\`.`)
      await wallet.switchChain(chainId)
    },
    emitAccountsChanged: wallet.emitAccountsChanged,
    disconnect: wallet.disconnect,
    async close() {
      proposals.close('The wallet was closed.')
      authentications.close('The wallet was closed.')
      await wallet.close()
    },
    walletKit: wallet.walletKit,
  }
}
