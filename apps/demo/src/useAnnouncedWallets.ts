import { useSyncExternalStore } from 'react'

/** An EIP-1193 provider as the playground uses it. */
type Eip1193Provider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  /** Set by devchain's dev wallet. */
  isLatchkeyDevWallet?: boolean
}

/** A wallet that announced itself through EIP-6963. */
export type AnnouncedWallet = {
  info: { uuid: string; name: string; icon: string; rdns: string }
  provider: Eip1193Provider
}

let wallets: AnnouncedWallet[] = []
const listeners = new Set<() => void>()

function onAnnounce(event: Event) {
  const detail = (event as CustomEvent<AnnouncedWallet>).detail
  if (!detail?.info?.uuid || wallets.some((wallet) => wallet.info.uuid === detail.info.uuid)) return
  wallets = [...wallets, detail]
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    window.addEventListener('eip6963:announceProvider', onAnnounce)
    window.dispatchEvent(new Event('eip6963:requestProvider'))
  }
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('eip6963:announceProvider', onAnnounce)
  }
}

/** The wallets announced on this page so far (EIP-6963), in order of announcement. */
export function useAnnouncedWallets(): AnnouncedWallet[] {
  return useSyncExternalStore(
    subscribe,
    () => wallets,
    () => wallets,
  )
}
