// Shared fixtures of the WalletConnect view tests: a client in basic mode (no adapters, a relay)
// whose WalletConnect SDK is core's stand-in (packages/core/test/createFakeUniversalProvider.ts,
// which says what it covers), installed by the test file with
// `vi.mock` of core's loadUniversalProvider.js with fakeWalletConnectSdk.ts. The real SDK, relay and wallet
// run in packages/evm's WalletConnect test and in e2e/walletconnect.spec.ts.
import { type CreateLatchkeyParameters, createLatchkey } from '@latchkey/core'
import { createFakeUniversalProvider } from '../../core/test/createFakeUniversalProvider.js'
import { createMemoryStorage } from '../../core/test/createMemoryStorage.js'
import { devnet, devnet2 } from '../../core/test/fixtures.js'
import { fakeSdk } from './fakeWalletConnectSdk.js'

/** The address the fake wallet approves with. */
export const walletAddress = '0x1111111111111111111111111111111111111111'

/** A basic-mode client over the fake SDK, with the SDK's handles. */
export function setupWalletConnectClient(
  parameters: {
    options?: Partial<CreateLatchkeyParameters>
    stored?: Record<string, unknown>
  } = {},
) {
  const sdk = createFakeUniversalProvider()
  fakeSdk.current = sdk
  const storage = createMemoryStorage(parameters.stored)
  const client = createLatchkey({
    networks: [devnet, devnet2],
    relayUrl: 'ws://127.0.0.1:8787',
    storage,
    debug: false,
    ...parameters.options,
  })
  /** The wallet approves the pending pairing. */
  const approve = () => sdk.latest().approve({ accounts: [`eip155:31337:${walletAddress}`] })
  return { client, sdk, storage, approve }
}

/** An iPhone's Safari, for the phone layout; returns the function that restores the page's. */
export function emulatePhone(): () => void {
  const original = Object.getOwnPropertyDescriptor(navigator, 'userAgent')
  Object.defineProperty(navigator, 'userAgent', {
    configurable: true,
    value:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  })
  return () => {
    if (original) Object.defineProperty(navigator, 'userAgent', original)
    else Reflect.deleteProperty(navigator, 'userAgent')
  }
}
