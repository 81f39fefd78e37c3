import type UniversalProvider from '@walletconnect/universal-provider'
import type { CreateWalletConnectParameters } from './createWalletConnect.js'
import { loadUniversalProvider } from './loadUniversalProvider.js'

/** The project id sent to the relay when the dapp has none (a self-hosted relay needs none). */
const defaultWalletConnectProjectId = 'latchkey'

/**
 * Loads the SDK and starts one UniversalProvider on the dapp's relay: telemetry off, the SDK's
 * logs only with `debug`, and the vendor's verify step skipped unless the dapp named a verify
 * server.
 */
export async function initUniversalProvider(
  parameters: CreateWalletConnectParameters,
): Promise<UniversalProvider> {
  const { UniversalProvider } = await (parameters.loadProvider ?? loadUniversalProvider)()
  const { metadata } = parameters
  const provider = await UniversalProvider.init({
    projectId: parameters.projectId ?? defaultWalletConnectProjectId,
    relayUrl: parameters.relayUrl,
    ...(metadata ? { metadata: { ...metadata, icons: [...metadata.icons] } } : {}),
    telemetryEnabled: false,
    logger: parameters.debug ? 'error' : 'fatal',
    customStoragePrefix: 'latchkey',
    ...parameters.sdkOptions,
  })
  const verify = provider.client.core.verify
  // The verify step loads an iframe from the verify server on every connect and request, and
  // waits 5 s for it when that server is out of reach: only with a server the dapp chose.
  if (parameters.verifyUrl) Object.assign(verify, { verifyUrlV3: parameters.verifyUrl })
  else verify.register = async () => ''
  return provider
}
