import {
  answerPolkadotRequest,
  polkadotWalletConnectMethods,
} from '../polkadot/wallet/answerPolkadotRequest.js'
import {
  createPolkadotTestWallet,
  type PolkadotInjected,
  type PolkadotTestWallet,
} from '../polkadot/wallet/createPolkadotTestWallet.js'

/** A Polkadot account for the WalletConnect wallet: its sr25519 secret, address and chains. */
export type PolkadotWalletKitParameters = {
  /** The 64-byte sr25519 secret (hex), as `polkadotDevAccounts` lists it. */
  secretKey: string
  /** Its SS58 address. */
  address: string
  /** The CAIP-2 ids (`polkadot:<genesis hash prefix>`) it approves. */
  caipNetworkIds: readonly string[]
}

/** The WalletConnect wallet's Polkadot side: the namespace it approves and its answers. */
export type PolkadotWalletKitSide = {
  wallet: PolkadotTestWallet
  address: string
  /** The session's polkadot namespace (for `buildApprovedNamespaces`' supported namespaces). */
  namespace(): { chains: string[]; methods: string[]; events: string[]; accounts: string[] }
  /** Answers a `polkadot_*` request (polkadot_signMessage, polkadot_signTransaction). */
  answer(method: string, params: unknown): Promise<unknown>
}

/**
 * Makes the Polkadot side of devchain's WalletConnect wallet over the Polkadot test wallet (a
 * real sr25519 key), open to every session as a granted extension is to a site.
 */
export async function createPolkadotWalletKitSide(
  parameters: PolkadotWalletKitParameters,
  name: string,
): Promise<PolkadotWalletKitSide> {
  const wallet = createPolkadotTestWallet({
    secretKey: parameters.secretKey,
    address: parameters.address,
    name,
    icon: 'data:image/svg+xml,%3Csvg%2F%3E',
  })
  const injected: PolkadotInjected = await wallet.provider.enable(name)
  const chains = [...parameters.caipNetworkIds]
  return {
    wallet,
    address: parameters.address,
    namespace: () => ({
      chains,
      methods: polkadotWalletConnectMethods,
      events: ['accountsChanged'],
      accounts: chains.map((chain) => `${chain}:${parameters.address}`),
    }),
    answer: (method, params) => answerPolkadotRequest(injected, method, params),
  }
}
