// Builds each widget's minimal page with Vite.
import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { build, defaultClientConditions } from 'vite'

const html = (main) => `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>Minimal page</title></head>
  <body><div id="root"></div><script type="module" src="./${main}"></script></body>
</html>
`

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
  await writeFile(join(pageRoot, 'index.html'), html(main))
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

// The same page with React alone: a plain button, no widget.
const reactOnly = `import { createRoot } from 'react-dom/client'
createRoot(document.getElementById('root')).render(<button type="button">Connect Wallet</button>)
`

/**
 * The JS gzip (level 9, as the bench serves it) of the same page with React alone, built against
 * the React a widget's page uses (`dir`: a peer's install; none: the workspace's): what every
 * widget's "JS before the first click" starts from, whichever widget it is.
 */
export async function measureReactAlone({ root, dir }) {
  const pageRoot = dir ? join(dir, 'react-alone') : join(root, '.latchkey/peers/react-alone/page')
  await mkdir(pageRoot, { recursive: true })
  await writeFile(join(pageRoot, 'main.jsx'), reactOnly)
  await writeFile(join(pageRoot, 'index.html'), html('main.jsx'))
  const outDir = join(pageRoot, '..', dir ? 'react-alone-dist' : 'dist')
  await build({
    root: pageRoot,
    logLevel: 'error',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  })
  const files = (await readdir(join(outDir, 'assets'))).filter((file) => file.endsWith('.js'))
  let bytes = 0
  for (const file of files)
    bytes += gzipSync(await readFile(join(outDir, 'assets', file)), { level: 9 }).length
  return bytes / 1024
}
