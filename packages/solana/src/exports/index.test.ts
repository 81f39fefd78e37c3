import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { collectStaticImports } from '../../../core/test/collectStaticImports.js'
import * as exports from './index.js'

describe('exports', () => {
  test('default', () => {
    expect(Object.keys(exports)).toMatchInlineSnapshot(`
      [
        "InvalidSolanaSendError",
        "invalidSendMessage",
        "SolanaSendError",
        "sendFailedMessage",
        "UnsupportedSolanaMethodError",
        "solanaAdapter",
        "walletStandardConnectorId",
        "getWalletStandardChain",
      ]
    `)
  })

  // The adapter loads before the first click, within a budget @solana/kit alone would exceed: @solana/kit may
  // only come in through a dynamic import(), into a chunk loaded when a feature needs it.
  test('behavior: the entry imports no @solana/kit, statically', () => {
    const entry = resolve(dirname(fileURLToPath(import.meta.url)), 'index.ts')
    const { files, packages } = collectStaticImports(entry)
    expect(files.size).toBeGreaterThan(5)
    expect([...packages].sort()).toEqual([
      '@latchkey/core',
      '@latchkey/core/adapter',
      '@latchkey/core/errors',
      '@solana/wallet-standard-features',
      '@wallet-standard/app',
      '@wallet-standard/base',
      '@wallet-standard/features',
    ])
  })
})
