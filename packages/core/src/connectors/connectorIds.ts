/** The well-known connector ids (spec section 3). */
export const connectorIds = {
  walletConnect: 'walletConnect',
  injected: 'injected',
  announced: 'announced',
  coinbaseWallet: 'coinbaseWallet',
  coinbaseWalletSDK: 'coinbaseWalletSDK',
  safe: 'safe',
  ledger: 'ledger',
  okx: 'okx',
  eip6963: 'eip6963',
  auth: 'ID_AUTH',
} as const

/** One of the well-known connector ids. */
export type ConnectorId = (typeof connectorIds)[keyof typeof connectorIds]
