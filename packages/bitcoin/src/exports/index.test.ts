import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import * as exports from './index.js'

describe('exports', () => {
  test('default', () => {
    expect(Object.keys(exports)).toMatchInlineSnapshot(`
      [
        "bitcoinAdapter",
        "BitcoinTransferError",
        "InvalidBitcoinRequestError",
        "UnsupportedBitcoinMethodError",
        "bitcoinIcon",
        "bitcoin",
        "bitcoinSignet",
        "bitcoinTestnet4",
        "bitcoinWalletStandardConnectorId",
      ]
    `)
  })

  // The adapter loads before the first click: btc-signer (and anything else heavy) may only come
  // in through a dynamic import(), into a chunk loaded when a feature needs it.
  test('behavior: the entry imports no @scure/btc-signer, statically', () => {
    const entry = resolve(dirname(fileURLToPath(import.meta.url)), 'index.ts')
    const { files, packages } = collectStaticImports(entry)
    expect(files.size).toBeGreaterThan(5)
    expect([...packages].sort()).toEqual([
      '@latchkey/core',
      '@latchkey/core/adapter',
      '@wallet-standard/app',
      '@wallet-standard/base',
    ])
  })
})

// `import ... from 'x'`, `export ... from 'x'` and `import 'x'`, type-only ones included (they
// are erased, but a type import today is a value import tomorrow); not `import('x')`.
const staticImport = /(?:^|[\s;])(?:import|export)\s+(?:[^'"();]*?\sfrom\s+)?['"]([^'"]+)['"]/g

/** Follows the relative static imports from `entry`; returns the files seen and bare specifiers. */
function collectStaticImports(entry: string) {
  const files = new Set<string>()
  const packages = new Set<string>()
  const visit = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    const source = readFileSync(file, 'utf8')
    for (const [, specifier] of source.matchAll(staticImport)) {
      if (!specifier!.startsWith('.')) packages.add(specifier!)
      else visit(resolve(dirname(file), specifier!.replace(/\.js$/, '.ts')))
    }
  }
  visit(entry)
  return { files, packages }
}
