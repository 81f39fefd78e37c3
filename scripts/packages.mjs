// The packages people install: every workspace under packages/ that is not private, and a way
// to pack them as `npm publish` would.
import { execFile } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { root } from './setup.mjs'

/** The public packages: name and folder. */
export function publicPackages() {
  return readdirSync(join(root, 'packages'))
    .map((folder) => {
      const dir = join(root, 'packages', folder)
      try {
        return { dir, manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) }
      } catch {
        return undefined
      }
    })
    .filter((entry) => entry && !entry.manifest.private)
    .map(({ dir, manifest }) => ({ name: manifest.name, dir }))
}

/**
 * Packs every public package into `destination` with `npm pack` (from the last build); resolves
 * with each package's tarball path and the files it holds.
 */
export async function packAll(destination) {
  const packages = publicPackages()
  const { stdout } = await promisify(execFile)(
    'npm',
    [
      'pack',
      '--json',
      '--ignore-scripts',
      '--pack-destination',
      destination,
      ...packages.flatMap((entry) => ['--workspace', entry.name]),
    ],
    { cwd: root, maxBuffer: 64 * 1024 * 1024 },
  )
  return JSON.parse(stdout).map((entry) => ({
    name: entry.name,
    tarball: join(destination, entry.filename),
    files: entry.files.map((file) => file.path),
  }))
}
