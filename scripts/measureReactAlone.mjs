// The JS a React page carries before any widget: the baseline both the size budget and
// bench:peers take away from a page's first load to tell the widget's own part.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { build } from 'vite'

/** An HTML page whose one script is `main`. */
export const pageHtml = (main) => `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>Minimal page</title></head>
  <body><div id="root"></div><script type="module" src="./${main}"></script></body>
</html>
`

// The same page with React alone: a plain button, no widget.
const reactOnly = `import { createRoot } from 'react-dom/client'
createRoot(document.getElementById('root')).render(<button type="button">Connect Wallet</button>)
`

/**
 * The JS gzip (level 9, as the bench serves it) of a page with React alone, built against the
 * React a widget's page uses (`dir`: a peer's install; none: the workspace's): what every
 * widget's "JS before the first click" starts from, whichever widget it is.
 */
export async function measureReactAlone({ root, dir }) {
  const pageRoot = dir ? join(dir, 'react-alone') : join(root, '.latchkey/react-alone/page')
  await mkdir(pageRoot, { recursive: true })
  await writeFile(join(pageRoot, 'main.jsx'), reactOnly)
  await writeFile(join(pageRoot, 'index.html'), pageHtml('main.jsx'))
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
