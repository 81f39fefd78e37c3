import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { collectStaticImports } from '../../../core/test/collectStaticImports.js'
import * as exports from './index.js'

describe('exports', () => {
  test('default', () => {
    expect(Object.keys(exports)).toMatchInlineSnapshot(`
      [
        "decodeSs58Address",
        "encodeSs58Address",
        "isSameSs58Account",
        "InvalidSs58AddressError",
        "InvalidSs58PrefixError",
        "UnsupportedPolkadotMethodError",
        "polkadot",
        "polkadotImageUrl",
        "westend",
        "polkadotAdapter",
        "polkadotDescriptor",
        "injectedWeb3ConnectorId",
      ]
    `)
  })

  // The adapter loads before the first click: @polkadot/* (hundreds of KB with its WASM) never
  // comes in; blake2b and @scure/base come with the SS58 helpers a dapp imports itself, the
  // adapter loading them only through a dynamic import() (SS58 encoding, storage keys).
  test('behavior: the entry imports no @polkadot/*, the adapter no hash nor codec, statically', () => {
    const entry = resolve(dirname(fileURLToPath(import.meta.url)), 'index.ts')
    const { files, packages } = collectStaticImports(entry)
    expect(files.size).toBeGreaterThan(5)
    expect([...packages].sort()).toEqual([
      '@latchkey/core',
      '@latchkey/core/adapter',
      '@latchkey/core/errors',
      '@noble/hashes/blake2b',
      '@scure/base',
    ])
    const adapter = resolve(dirname(fileURLToPath(import.meta.url)), '../polkadotAdapter.ts')
    expect([...collectStaticImports(adapter).packages].sort()).toEqual([
      '@latchkey/core',
      '@latchkey/core/adapter',
      '@latchkey/core/errors',
    ])
  })
})
