import type { IWalletKit } from '@reown/walletkit'
import type { Address } from 'viem'
import {
  type BitcoinTestWallet,
  createBitcoinTestWallet,
} from '../bitcoin/wallet/createBitcoinTestWallet.js'
import {
  createSolanaTestWallet,
  type SolanaTestWallet,
} from '../solana/wallet/createSolanaTestWallet.js'
import {
  createTestWalletProvider,
  type TestWalletProvider,
} from '../wallet/createTestWalletProvider.js'
import {
  createPolkadotWalletKitSide,
  type PolkadotWalletKitSide,
} from './createPolkadotWalletKitSide.js'
import type {
  CreateWalletKitWalletParameters,
  WalletKitWalletSession,
} from './createWalletKitWallet.js'

/** What the WalletKit wallet's parts share: the SDK, the signing wallets and readings of them. */
export type WalletKitContext = {
  walletKit: IWalletKit
  /** The SDK's helpers, loaded with it. */
  sdk: Pick<
    typeof import('@walletconnect/utils'),
    'buildApprovedNamespaces' | 'buildAuthObject' | 'getSdkError' | 'populateAuthPayload'
  >
  provider: TestWalletProvider
  solana: SolanaTestWallet | undefined
  /** CAIP-2 ids of the Solana chains (the Wallet Standard names like 'solana:localnet' are not). */
  solanaChains: string[]
  polkadot: PolkadotWalletKitSide | undefined
  bitcoin: BitcoinTestWallet | undefined
  /** CAIP-2 ids of the Bitcoin chains ('bip122:<genesis hash prefix>'). */
  bitcoinChains: string[]
  address(): Address
  /** The chains the EVM wallet knows. */
  walletChainIds(): number[]
  currentChainId(): number
  sessions(): WalletKitWalletSession[]
  /** The wallet's account on each chain, as CAIP-10 ids. */
  accountsFor(chainIds: readonly number[]): string[]
  /** Sets the provider's chain without telling anyone: requests name their chain. */
  useChain(chainId: number): void
}

/**
 * Makes the signing wallets (EVM, and Solana when asked) connected, and starts WalletKit on the
 * local relay with every call to the vendor's services switched off.
 */
export async function createWalletKitContext(
  parameters: CreateWalletKitWalletParameters,
): Promise<WalletKitContext> {
  // Loaded when a wallet is made, not whenever devchain is imported: the SDK is large.
  const [{ WalletKit }, { Core }, sdk] = await Promise.all([
    import('@reown/walletkit'),
    import('@walletconnect/core'),
    import('@walletconnect/utils'),
  ])
  const provider = createTestWalletProvider({
    privateKey: parameters.privateKey,
    chains: parameters.chains,
  })
  await provider.request({ method: 'eth_requestAccounts' })
  const solana = parameters.solana
    ? await createSolanaTestWallet({
        ...parameters.solana,
        name: parameters.metadata.name,
        icon: 'data:image/svg+xml;base64,PHN2Zy8+',
      })
    : undefined
  // Sessions are the wallet's consent: the Solana key is always open to them.
  await solana?.features['standard:connect'].connect()
  const polkadot = parameters.polkadot
    ? await createPolkadotWalletKitSide(parameters.polkadot, parameters.metadata.name)
    : undefined
  const bitcoin = parameters.bitcoin
    ? createBitcoinTestWallet({
        ...parameters.bitcoin,
        name: parameters.metadata.name,
        icon: 'data:image/svg+xml;base64,PHN2Zy8+',
      })
    : undefined
  await bitcoin?.features['bitcoin:connect'].connect()

  const core = new Core({
    projectId: parameters.projectId,
    relayUrl: parameters.relayUrl,
    customStoragePrefix: parameters.storagePrefix,
    telemetryEnabled: false,
    ...(parameters.storageOptions ? { storageOptions: parameters.storageOptions } : {}),
  })
  // WalletKit posts an "INIT" event to the vendor's telemetry host whatever `telemetryEnabled`
  // says: nothing of the stack may leave the machine.
  core.eventClient.init = async () => {}
  const walletKit = await WalletKit.init({ core, metadata: parameters.metadata })
  // Verify is the vendor's attestation service, unreachable offline and not part of our stack:
  // without this, every proposal and request would wait for it to time out. Resolving nothing is
  // what the SDK itself does in its own test runs (its type does not allow for it).
  walletKit.core.verify.resolve = (async () =>
    undefined) as unknown as IWalletKit['core']['verify']['resolve']

  const state = () => provider.controls.getState()
  const address = () => state().address
  return {
    walletKit,
    sdk,
    provider,
    solana,
    polkadot,
    solanaChains: (parameters.solana?.chains ?? []).flatMap((chain) =>
      chain.ids.filter((id) => /^solana:[1-9A-HJ-NP-Za-km-z]{32}$/.test(id)),
    ),
    bitcoin,
    bitcoinChains: (parameters.bitcoin?.chains ?? []).flatMap((chain) =>
      chain.ids.filter((id) => /^bip122:[0-9a-f]{32}$/.test(id)),
    ),
    address,
    walletChainIds: () => state().chains.map((chain) => chain.chainId),
    currentChainId: () => state().chainId,
    sessions: () => Object.values(walletKit.getActiveSessions()),
    accountsFor: (chainIds) => chainIds.map((chainId) => `eip155:${chainId}:${address()}`),
    useChain(chainId) {
      if (state().chainId !== chainId) provider.controls.switchChain(chainId)
    },
  }
}
