import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { collectStaticImports } from '../../../core/test/collectStaticImports.js'
import * as exports from './index.js'

describe('exports', () => {
  test('default', () => {
    expect(Object.keys(exports)).toMatchInlineSnapshot(`
      [
        "ConnectorNotConnectedError",
        "ProviderNotFoundError",
        "ChainNotSupportedError",
        "evmAdapter",
      ]
    `)
  })

  // The adapter loads before the first click, within a budget viem alone would exceed: viem may
  // only come in through a dynamic import(), into a chunk loaded when a feature needs it.
  test('behavior: the entry imports no viem, statically', () => {
    const entry = resolve(dirname(fileURLToPath(import.meta.url)), 'index.ts')
    const { files, packages } = collectStaticImports(entry)
    expect(files.size).toBeGreaterThan(5)
    expect([...packages].sort()).toEqual([
      '@latchkey/core',
      '@latchkey/core/adapter',
      '@latchkey/core/errors',
    ])
  })
})
