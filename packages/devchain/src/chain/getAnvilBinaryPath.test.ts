import { existsSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { getAnvilBinaryPath } from './getAnvilBinaryPath.js'

describe('getAnvilBinaryPath', () => {
  test('default', () => {
    const path = getAnvilBinaryPath()
    expect(path).toMatch(/@foundry-rs[\\/]anvil-[a-z0-9]+-[a-z0-9]+[\\/]bin[\\/]anvil(\.exe)?$/)
    expect(existsSync(path)).toBe(true)
  })

  test('behavior: a platform without an installed package fails with a clear message', () => {
    expect(() => getAnvilBinaryPath({ platform: 'plan9', arch: 'x64' })).toThrow(
      /@foundry-rs\/anvil-plan9-amd64 is not installed/,
    )
  })
})
