import type {
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardEventsListeners,
} from '@wallet-standard/features'

/** What a Wallet Standard test wallet's state gives its disconnect and events features. */
export type StandardSessionState = {
  readonly listeners: Set<StandardEventsListeners['change']>
  /** The requests a test reads back: a disconnect is recorded as one. */
  readonly requests: { push(request: { feature: 'standard:disconnect' }): unknown }
  connected: boolean
  persist(): void
  emit(): void
}

/**
 * The `standard:disconnect` and `standard:events` features of a Wallet Standard test wallet
 * (Bitcoin, Solana): a disconnect forgets the site and tells the `change` listeners, once.
 */
export function createStandardSessionFeatures(
  state: StandardSessionState,
): StandardDisconnectFeature & StandardEventsFeature {
  return {
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        state.requests.push({ feature: 'standard:disconnect' })
        if (!state.connected) return
        state.connected = false
        state.persist()
        state.emit()
      },
    },
    'standard:events': {
      version: '1.0.0',
      on(event, listener) {
        if (event !== 'change') return () => {}
        state.listeners.add(listener)
        return () => state.listeners.delete(listener)
      },
    },
  }
}
