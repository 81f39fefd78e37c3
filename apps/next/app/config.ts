/** What the page needs of the local stack; `npm start` passes it as LATCHKEY_NEXT_CONFIG. */
export type NextExampleConfig = {
  networks: Array<{
    chainId: number
    name: string
    rpcUrl: string
    nativeCurrency: { name: string; symbol: string; decimals: number }
  }>
  serverUrl?: string | undefined
  /** The stack's WalletConnect relay: a visitor without a wallet extension connects through it. */
  relayUrl?: string | undefined
  /** The stack's WalletConnect wallet page, linked for a visitor who has no wallet. */
  walletConnectWalletUrl?: string | undefined
}

/** Read per request on the server (the page is dynamic), so a rebuild is not needed per stack. */
export function readConfig(): NextExampleConfig {
  const raw = process.env.LATCHKEY_NEXT_CONFIG
  if (raw) return JSON.parse(raw) as NextExampleConfig
  return {
    networks: [
      {
        chainId: 31337,
        name: 'Latchkey Devnet',
        rpcUrl: 'http://127.0.0.1:8545',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
    ],
    // `npm start`'s default ports.
    serverUrl: 'http://127.0.0.1:8787',
    relayUrl: 'ws://127.0.0.1:8787',
    walletConnectWalletUrl: 'http://127.0.0.1:5174',
  }
}
