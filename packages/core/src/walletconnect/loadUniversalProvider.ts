import type UniversalProvider from '@walletconnect/universal-provider'
import { WalletConnectLoadError } from '../errors/WalletConnectLoadError.js'

/** What the SDK's chunk gives: the UniversalProvider class. */
export type UniversalProviderModule = { UniversalProvider: typeof UniversalProvider }

const packageName = '@walletconnect/universal-provider'

/**
 * Loads `@walletconnect/universal-provider`, the large WalletConnect SDK, as its own chunk: only
 * when a WalletConnect connection is made or restored. It is an optional peer dependency of
 * core, so a dapp without WalletConnect need not install it; a failure (offline, the package
 * missing) rejects with WalletConnectLoadError, which names the package to install when it is
 * the package that is missing.
 */
export async function loadUniversalProvider(): Promise<UniversalProviderModule> {
  try {
    const module = await import('@walletconnect/universal-provider')
    return { UniversalProvider: module.UniversalProvider ?? module.default }
  } catch (error) {
    throw new WalletConnectLoadError({
      cause: error,
      metaMessages: isModuleMissing(error)
        ? [
            `WalletConnect needs the package ${packageName}, which is not installed.`,
            `Install it next to @latchkey/core: npm install ${packageName}`,
          ]
        : [`${packageName} could not be imported.`],
    })
  }
}

/** Whether an import failed because the package is not there (Node's code or a bundler's words). */
function isModuleMissing(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  if (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') return true
  return /cannot find (module|package)|failed to resolve/i.test(error.message)
}
