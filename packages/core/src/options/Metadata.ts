/** The dapp's description of itself, shown by wallets. */
export type Metadata = { name: string; description: string; url: string; icons: readonly string[] }
