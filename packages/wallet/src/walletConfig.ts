/** What the server that serves the frame tells it (injected into its HTML as `window.__LATCHKEY_WALLET__`). */
export type WalletConfig = {
  /** The Latchkey server holding the auth and recovery shares: fixed by the operator, never by a dapp. */
  serverUrl: string
  /** Chain ids the embedded wallet serves besides the default list (the dev chains). */
  extraChainIds?: number[] | undefined
}

/** The frame's query parameters (spec section 7). */
export type FrameParameters = {
  projectId: string | undefined
  chainId: number | undefined
  version: string | undefined
  enableLogger: boolean
}

declare global {
  interface Window {
    __LATCHKEY_WALLET__?: WalletConfig
  }
}

/** The injected configuration, or the development server's default. */
export function readWalletConfig(): WalletConfig {
  return window.__LATCHKEY_WALLET__ ?? { serverUrl: 'http://127.0.0.1:8787' }
}

/** The query parameters the dapp loaded the frame with. */
export function readFrameParameters(search: string): FrameParameters {
  const query = new URLSearchParams(search)
  const chainId = Number(query.get('chainId'))
  return {
    projectId: query.get('projectId') || undefined,
    chainId: Number.isSafeInteger(chainId) && chainId > 0 ? chainId : undefined,
    version: query.get('version') || undefined,
    enableLogger: query.get('enableLogger') === 'true',
  }
}
