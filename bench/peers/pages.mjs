// Builds each widget's minimal page with Vite.
import { cp, mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import { build, defaultClientConditions } from 'vite'
import { pageHtml } from '../../scripts/measureReactAlone.mjs'

export { measureReactAlone } from '../../scripts/measureReactAlone.mjs'

/**
 * Builds a page: Latchkey's from the workspace's sources; a peer's from a copy beside its own
 * node_modules (`dir`), so that it resolves the versions installed there.
 */
export async function buildPage({ root, name, dir }) {
  const source = join(root, 'bench/peers/pages', name)
  // Latchkey's pages (on the EVM adapter, on wagmi) are TypeScript from the workspace.
  const main = name.startsWith('latchkey') ? 'main.tsx' : 'main.jsx'
  const pageRoot = dir ? join(dir, 'page') : join(root, '.latchkey/peers', name, 'page')
  await mkdir(pageRoot, { recursive: true })
  await cp(join(source, main), join(pageRoot, main))
  await writeFile(join(pageRoot, 'index.html'), pageHtml(main))
  const outDir = join(pageRoot, '..', 'dist')
  await build({
    root: pageRoot,
    logLevel: 'error',
    plugins: [react()],
    resolve: { conditions: ['source', ...defaultClientConditions] },
    build: { outDir, emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 10_000 },
  })
  return outDir
}
