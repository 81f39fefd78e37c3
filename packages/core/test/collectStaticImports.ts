// What an entry file pulls in before any dynamic import(): the adapters' exports tests check that
// a heavy library (viem, @solana/kit, btc-signer…) stays out of what loads before the first click.
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'

// `import ... from 'x'`, `export ... from 'x'` and `import 'x'`, type-only ones included (they
// are erased, but a type import today is a value import tomorrow); not `import('x')`.
const staticImport = /(?:^|[\s;])(?:import|export)\s+(?:[^'"();]*?\sfrom\s+)?['"]([^'"]+)['"]/g

/** Follows the relative static imports from `entry`; returns the files seen and bare specifiers. */
export function collectStaticImports(entry: string) {
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
