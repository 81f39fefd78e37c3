// Writes the API reference (docs/api, git-ignored) from the JSDoc of the public entries, with
// TypeDoc and its markdown plugin: it is made at every docs build, never checked in.
import { rmSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Application, Converter, DeclarationReflection } from 'typedoc'
import { docs, root } from './paths.mjs'

/** The entries a dapp imports (core's others are for Latchkey's own packages and may change). */
const apiEntries = [
  'packages/core/src/exports/index.ts',
  'packages/core/src/exports/errors.ts',
  'packages/react/src/exports/index.ts',
  'packages/evm/src/exports/index.ts',
  'packages/wagmi/src/exports/index.ts',
  'packages/solana/src/exports/index.ts',
  'packages/solana/src/exports/transfer.ts',
  'packages/bitcoin/src/exports/index.ts',
  'packages/polkadot/src/exports/index.ts',
  'packages/server/src/exports/index.ts',
]

/** Runs TypeDoc over the public entries into docs/api; resolves with the pages written. */
export async function writeApiReference() {
  const out = join(docs, 'api')
  rmSync(out, { recursive: true, force: true })
  const app = await Application.bootstrapWithPlugins({
    entryPoints: apiEntries.map((file) => join(root, file)),
    tsconfig: join(docs, 'tsconfig.api.json'),
    // Resolved here rather than named, so the dependency is seen where it is used.
    plugin: [fileURLToPath(import.meta.resolve('typedoc-plugin-markdown'))],
    out,
    name: 'API reference',
    readme: 'none',
    excludeScopesInPaths: true,
    entryFileName: 'index',
    // One page per entry: 450 pages of one function each made the build four times slower.
    outputFileStrategy: 'modules',
    hidePageHeader: true,
    hideBreadcrumbs: true,
    useCodeBlocks: true,
    parametersFormat: 'table',
    // The packages are type-checked by `npm run typecheck`; the reference only reads them.
    skipErrorChecking: true,
    // A dapp reads what an export does, not where in our sources it is.
    disableSources: true,
    excludePrivate: true,
    excludeInternal: true,
    logLevel: 'Warn',
  })
  // TypeDoc names a module after its path (core/src/exports, core/src/exports/errors): name it
  // after its import (@latchkey/core, @latchkey/core/errors).
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    for (const module of context.project.children ?? []) {
      const match = /^(\w+)\/src\/exports(\/\w+)?$/.exec(module.name)
      if (match) module.name = `@latchkey/${match[1]}${match[2] ?? ''}`
    }
  })
  // Every error class would repeat Error's and BaseError's members: each is shown once, on its own
  // class (the page of errors was 460 KB with them).
  app.converter.on(Converter.EVENT_RESOLVE_END, (context) => {
    for (const reflection of Object.values(context.project.reflections))
      if (reflection instanceof DeclarationReflection && reflection.inheritedFrom)
        context.project.removeReflection(reflection)
  })
  const project = await app.convert()
  if (!project) throw new Error('TypeDoc could not read the public entries.')
  await app.generateOutputs(project)
  if (app.logger.hasErrors()) throw new Error('TypeDoc reported errors.')
  return relative(root, out)
}
