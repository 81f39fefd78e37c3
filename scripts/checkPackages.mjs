// `npm test`'s package checks: packs every public package as `npm publish` would and checks each
// tarball with publint (package.json against its files) and attw (its types resolve), and that it
// holds a LICENSE, no tests, and, for @latchkey/react, 'use client' atop the built entry.
// The packages are ESM only: attw runs its esm-only profile (no `require`, no node10 subpaths).
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
import { packAll, publicPackages } from './packages.mjs'
import { bin } from './setup.mjs'

const testFile = /(^|\/)(__snapshots__|test)\/|\.(test|bench)\.[cm]?[jt]sx?$|\.tsbuildinfo$/
const destination = await mkdtemp(join(tmpdir(), 'latchkey-pack-'))
const problems = []
try {
  const folders = new Map(publicPackages().map((entry) => [entry.name, entry.dir]))
  for (const pack of await packAll(destination)) {
    const problem = (message) => problems.push(`${pack.name}: ${message}`)
    if (!pack.files.includes('LICENSE')) problem('the tarball has no LICENSE')
    for (const file of pack.files.filter((path) => testFile.test(path)))
      problem(`the tarball holds a test file: ${file}`)

    const dir = folders.get(pack.name)
    const manifest = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8'))
    const tarball = await readFile(pack.tarball)
    const { messages } = await publint({
      strict: true,
      pack: {
        tarball: tarball.buffer.slice(tarball.byteOffset, tarball.byteOffset + tarball.length),
      },
    })
    for (const message of messages) problem(`publint: ${formatMessage(message, manifest)}`)

    const attw = await promisify(execFile)(
      bin('attw'),
      [pack.tarball, '--profile', 'esm-only', '--format', 'json'],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error) => error)
    const report = JSON.parse(attw.stdout || '{}')
    const found = (report.analysis?.problems ?? []).filter(
      (entry) => !['node10', 'node16-cjs'].includes(entry.resolutionKind),
    )
    for (const entry of found)
      problem(`attw: ${entry.kind} (${entry.entrypoint ?? ''} ${entry.resolutionKind ?? ''})`)
    if (!report.analysis) problem(`attw did not run: ${attw.stderr || attw.message}`)

    if (pack.name === '@latchkey/react') {
      const entry = await readFile(join(dir, manifest.exports['.'].default), 'utf8')
      if (!/^['"]use client['"];?\n/.test(entry))
        problem(`${manifest.exports['.'].default} does not start with 'use client'`)
    }
    console.log(`  ${pack.name}: ${pack.files.length} files checked`)
  }
} finally {
  await rm(destination, { recursive: true, force: true })
}
for (const problem of problems) console.error(`  ✗ ${problem}`)
if (problems.length > 0) process.exit(1)
console.log('Every package passes publint and attw.')
