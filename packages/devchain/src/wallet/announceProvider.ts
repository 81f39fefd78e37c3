import { devWalletIcon } from './devWalletIcon.js'
import { randomUuid } from './randomUuid.js'

/** How a wallet presents itself to pages (EIP-6963 `EIP6963ProviderInfo`). */
export type WalletInfo = {
  /** A v4 UUID, new for each page session. */
  uuid: string
  name: string
  /** A data URI of a square image, at least 96x96 pixels. */
  icon: string
  /** Reverse-DNS id of the wallet, stable across sessions. */
  rdns: string
}

export type AnnounceProviderParameters = {
  /** Missing fields take the dev wallet's defaults and a fresh uuid. */
  info?: Partial<WalletInfo>
  provider: { request(args: { method: string; params?: unknown }): Promise<unknown> }
  /** Defaults to `window`. */
  target?: EventTarget
}

/** The dev wallet's name and id, as pages list it. */
export const devWalletInfo = {
  name: 'Latchkey Dev Wallet',
  rdns: 'dev.latchkey.wallet',
  icon: devWalletIcon,
}

/**
 * Announces a provider the EIP-6963 way: dispatches `eip6963:announceProvider` now and again on
 * every `eip6963:requestProvider`. Returns a function that stops answering.
 */
export function announceProvider(parameters: AnnounceProviderParameters): () => void {
  const target = parameters.target ?? window
  const info: WalletInfo = Object.freeze({
    ...devWalletInfo,
    uuid: randomUuid(),
    ...parameters.info,
  })
  const detail = Object.freeze({ info, provider: parameters.provider })
  const announce = () =>
    target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  announce()
  target.addEventListener('eip6963:requestProvider', announce)
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}
