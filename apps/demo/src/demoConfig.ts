/** A network the local stack serves, as the stack's page server describes it. */
type DemoNetwork = {
  chainId: number
  name: string
  rpcUrl: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  blockExplorerUrl?: string
  token?: { address: `0x${string}`; name: string; symbol: string; decimals: number }
}

/** The stack's Solana dev chain, and the Solana side of the dev wallet. */
export type DemoSolana = {
  name: string
  /** `solana:` and the genesis hash's first 32 characters. */
  caipNetworkId: `solana:${string}`
  rpcUrl: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  token: { address: string; name: string; symbol: string; decimals: number }
  devWallet: { scriptUrl: string; secretKey: string } | null
}

/** The stack's Polkadot dev ledger, and the Polkadot side of the dev wallet. */
export type DemoPolkadot = {
  name: string
  /** `polkadot:` and the genesis hash's first 32 hex digits. */
  caipNetworkId: `polkadot:${string}`
  rpcUrl: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  /** The SS58 prefix its addresses are written with. */
  ss58Prefix: number
  devWallet: { scriptUrl: string; accountIndex: number } | null
}

/** The stack's Bitcoin dev ledger (Esplora API), and the Bitcoin side of the dev wallet. */
export type DemoBitcoin = {
  name: string
  /** `bip122:` and the genesis hash's first 32 hex digits. */
  caipNetworkId: `bip122:${string}`
  /** The ledger's Esplora API. */
  rpcUrl: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  /** The dev wallet's install config (its dev account and chains), passed through as JSON. */
  devWallet: { scriptUrl: string; account: unknown; chains: unknown } | null
}

/** What the stack injects into the page: where everything runs and how to load the dev wallet. */
export type DemoConfig = {
  networks: DemoNetwork[]
  serverUrl: string
  /** The WalletConnect relay: the server's WebSocket endpoint. */
  relayUrl: string
  /** The stack's WalletConnect wallet page, for pairing by hand. */
  walletConnectWalletUrl?: string
  /** The embedded wallet's frame, on its own origin. */
  embeddedWalletUrl?: string
  devWallet: { scriptUrl: string; privateKey: `0x${string}` } | null
  /** The Solana dev chain, when the stack runs one. */
  solana?: DemoSolana | undefined
  /** The Polkadot dev ledger, when the stack runs one. */
  polkadot?: DemoPolkadot | undefined
  /** The Bitcoin dev ledger, when the stack runs one. */
  bitcoin?: DemoBitcoin | undefined
}

declare global {
  interface Window {
    __LATCHKEY_DEMO__?: DemoConfig
  }
}

// Used when the page is opened from `vite` alone, without the stack's page server.
const fallback: DemoConfig = {
  networks: [
    {
      chainId: 31337,
      name: 'Latchkey Devnet',
      rpcUrl: 'http://127.0.0.1:8545',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    },
  ],
  serverUrl: 'http://127.0.0.1:8787',
  relayUrl: 'ws://127.0.0.1:8787',
  devWallet: null,
}

/**
 * The page's configuration: the stack's when served by it, else local defaults. `?namespaces=eip155`
 * keeps the EVM networks only (no Solana, Polkadot or Bitcoin chain), as a dapp that is eip155 only.
 */
export function getDemoConfig(): DemoConfig {
  const config = window.__LATCHKEY_DEMO__ ?? fallback
  const eip155Only = new URLSearchParams(window.location.search).get('namespaces') === 'eip155'
  return eip155Only
    ? { ...config, solana: undefined, polkadot: undefined, bitcoin: undefined }
    : config
}
