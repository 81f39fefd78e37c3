import type UniversalProvider from '@walletconnect/universal-provider'
import { WalletConnectLoadError } from '../errors/walletConnect.js'

/** What the SDK's chunk gives: the UniversalProvider class. */
export type UniversalProviderModule = { UniversalProvider: typeof UniversalProvider }

/**
 * Loads `@walletconnect/universal-provider`, the large WalletConnect SDK, as its own chunk: only
 * when a WalletConnect connection is made or restored. A failure (offline, a missing package)
 * rejects with WalletConnectLoadError.
 */
export async function loadUniversalProvider(): Promise<UniversalProviderModule> {
  try {
    const module = await import('@walletconnect/universal-provider')
    return { UniversalProvider: module.UniversalProvider ?? module.default }
  } catch (error) {
    throw new WalletConnectLoadError({
      cause: error,
      metaMessages: ['@walletconnect/universal-provider could not be imported.'],
    })
  }
}
