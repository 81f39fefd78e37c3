import {
  type CreateWalletKitWalletParameters,
  devAccounts,
  type SolanaTestWalletChain,
  solanaDevAccounts,
  solanaDevChainDefinition,
  type TestWalletChain,
} from '@latchkey/devchain/browser'

/** What the stack injects into the wallet page: the relay, the chains and the dev keys. */
export type WalletConfig = {
  relayUrl: string
  chains: TestWalletChain[]
  privateKey: `0x${string}`
  /** A Solana account too (a 32-byte hex secret and its chains): sessions then hold solana. */
  solana?: { secretKey: string; chains: SolanaTestWalletChain[] } | undefined
  /** A Bitcoin dev account and its chains: sessions then hold bip122. */
  bitcoin?: CreateWalletKitWalletParameters['bitcoin']
}

declare global {
  interface Window {
    __LATCHKEY_WC_WALLET__?: WalletConfig
  }
}

// Used when the page is opened from `vite` alone, without the stack's page server: the stack's
// fixed development ports and its second dev account.
const fallback: WalletConfig = {
  relayUrl: 'ws://127.0.0.1:8787',
  chains: [
    {
      chainId: 31337,
      name: 'Latchkey Devnet',
      rpcUrl: 'http://127.0.0.1:8545',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    },
  ],
  privateKey: (devAccounts[1] as { privateKey: `0x${string}` }).privateKey,
  solana: {
    secretKey: (solanaDevAccounts[1] as { secretKey: string }).secretKey,
    chains: [
      {
        ids: ['solana:localnet', solanaDevChainDefinition.caipNetworkId],
        rpcUrl: 'http://127.0.0.1:8899',
      },
    ],
  },
}

/** The page's configuration: the stack's when served by it, else local defaults. */
export function getWalletConfig(): WalletConfig {
  return window.__LATCHKEY_WC_WALLET__ ?? fallback
}
