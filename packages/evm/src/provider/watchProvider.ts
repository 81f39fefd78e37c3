import type { Eip1193Listener, Eip1193Provider } from './Eip1193Provider.js'

/** Handlers for a wallet's EIP-1193 events, with the raw payloads the wallet sends. */
export type WatchProviderParameters = {
  onAccountsChanged(accounts: unknown): void
  onChainChanged(chainId: unknown): void
  onDisconnect(error: unknown): void
}

/** Listens to a provider's accountsChanged, chainChanged and disconnect; returns an unwatch function. */
export function watchProvider(
  provider: Eip1193Provider,
  { onAccountsChanged, onChainChanged, onDisconnect }: WatchProviderParameters,
): () => void {
  const listeners: [string, Eip1193Listener][] = [
    ['accountsChanged', onAccountsChanged],
    ['chainChanged', onChainChanged],
    ['disconnect', onDisconnect],
  ]
  for (const [event, listener] of listeners) provider.on?.(event, listener)
  return () => {
    for (const [event, listener] of listeners) provider.removeListener?.(event, listener)
  }
}
