import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { build } from 'esbuild'
import { afterEach, describe, expect, it, vi } from 'vitest'

const run = promisify(execFile)

// The SDK is an optional peer dependency: these tests load it, run the loader where the package
// is not installed, and make the import fail as it does when a chunk cannot be fetched.

afterEach(() => {
  vi.doUnmock('@walletconnect/universal-provider')
  vi.resetModules()
})

async function loadWith(failure: Error) {
  vi.resetModules()
  vi.doMock('@walletconnect/universal-provider', () => {
    throw failure
  })
  // The error class is taken from the same fresh module graph as the loader.
  const { WalletConnectLoadError } = await import('../errors/walletConnect.js')
  const { loadUniversalProvider } = await import('./loadUniversalProvider.js')
  const error = await loadUniversalProvider().catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(WalletConnectLoadError)
  return error as InstanceType<typeof WalletConnectLoadError>
}

describe('loadUniversalProvider', () => {
  it('loads the real SDK when it is installed', async () => {
    const { loadUniversalProvider } = await import('./loadUniversalProvider.js')
    const { UniversalProvider } = await loadUniversalProvider()
    expect(typeof UniversalProvider.init).toBe('function')
  })

  it('names the package to install when it is missing', async () => {
    // A real missing package: the loader, bundled on its own, runs in plain Node from a folder
    // with no node_modules, so its import of the SDK fails as it does in a dapp without it.
    const folder = await mkdtemp(join(tmpdir(), 'latchkey-no-wc-'))
    try {
      await build({
        entryPoints: [fileURLToPath(new URL('./loadUniversalProvider.ts', import.meta.url))],
        bundle: true,
        format: 'esm',
        platform: 'node',
        external: ['@walletconnect/universal-provider'],
        outfile: join(folder, 'load.mjs'),
        logLevel: 'silent',
      })
      const script = `import('./load.mjs').then((m) => m.loadUniversalProvider()).catch((error) => {
        console.log(JSON.stringify({ name: error.name, shortMessage: error.shortMessage,
          message: error.message, causeCode: error.cause && error.cause.code }))
      })`
      const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
        cwd: folder,
      })
      const error = JSON.parse(stdout)
      expect(error.name).toBe('WalletConnectLoadError')
      expect(error.shortMessage).toBe('Unable to load WalletConnect')
      expect(error.causeCode).toBe('ERR_MODULE_NOT_FOUND')
      expect(error.message).toContain(
        'WalletConnect needs the package @walletconnect/universal-provider, which is not installed.',
      )
      expect(error.message).toContain(
        'Install it next to @latchkey/core: npm install @walletconnect/universal-provider',
      )
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  })

  it('says only that the import failed when the package is there but its chunk is not', async () => {
    const error = await loadWith(new TypeError('Failed to fetch dynamically imported module'))
    expect(error.message).toContain('@walletconnect/universal-provider could not be imported.')
    expect(error.message).not.toContain('npm install')
  })
})
