import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

export type GetAnvilBinaryPathParameters = {
  /** Defaults to `process.platform`. */
  platform?: string
  /** Node's name for the CPU (`x64`, `arm64`); defaults to `process.arch`. */
  arch?: string
}

// @foundry-rs/anvil names its per-platform packages with Go-style CPU names.
const archNames: Record<string, string> = { x64: 'amd64', arm64: 'arm64' }

/** Finds the anvil binary that npm installed with `@foundry-rs/anvil` for this platform. */
export function getAnvilBinaryPath(parameters: GetAnvilBinaryPathParameters = {}): string {
  const { platform = process.platform, arch = process.arch } = parameters
  const packageName = `@foundry-rs/anvil-${platform}-${archNames[arch] ?? arch}`
  const binaryName = platform === 'win32' ? 'anvil.exe' : 'anvil'
  const require = createRequire(import.meta.url)
  // The platform package is an optional dependency of @foundry-rs/anvil: npm may hoist it next to
  // this package or nest it under @foundry-rs/anvil, so look from both places.
  const searchFrom = [import.meta.url]
  try {
    searchFrom.push(require.resolve('@foundry-rs/anvil/package.json'))
  } catch {}
  for (const from of searchFrom) {
    try {
      const manifest = createRequire(from).resolve(`${packageName}/package.json`)
      const binary = join(dirname(manifest), 'bin', binaryName)
      if (existsSync(binary)) return binary
    } catch {}
  }
  throw new Error(
    `The anvil binary for ${platform}-${arch} was not found: the package ${packageName} is not installed. ` +
      'Run `npm install` (it comes as an optional dependency of @foundry-rs/anvil; ' +
      'check that optional dependencies are not omitted), or pass `binaryPath` to startAnvil.',
  )
}
