// The module a WalletConnect view test mocks core's SDK loader with. It imports nothing of core
// at run time: the mock's factory loads it while core itself is loading.
import type { createFakeUniversalProvider } from '../../core/test/createFakeUniversalProvider.js'

/** The fake SDK of the latest `setupWalletConnectClient` (see walletConnect.ts). */
export const fakeSdk: { current: ReturnType<typeof createFakeUniversalProvider> | undefined } = {
  current: undefined,
}

/** Stands in for core's `loadUniversalProvider.js`: the fake SDK of the latest client. */
export const fakeWalletConnectSdk = {
  loadUniversalProvider: () => fakeSdk.current?.load(),
}
