// Serves a built page on 127.0.0.1 for the benchmarks, recording the gzip size of every file served.
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { gzipSync } from 'node:zlib'

const types = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' }

/**
 * Serves `outDir` (its index.html replaced by `html` when given); `gzipBytes(path)` is what a
 * served file weighed gzipped.
 */
export async function servePage(outDir, { html } = {}) {
  const gzipSizes = new Map()
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname
    const file = normalize(join(outDir, path === '/' ? 'index.html' : path))
    if (!file.startsWith(outDir)) return response.writeHead(404).end()
    try {
      const body = path === '/' && html ? Buffer.from(html) : await readFile(file)
      gzipSizes.set(path, gzipSync(body, { level: 9 }).length)
      response
        .writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
        .end(body)
    } catch {
      response.writeHead(404).end()
    }
  })
  await new Promise((done) => server.listen(0, '127.0.0.1', done))
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    gzipBytes: (path) => gzipSizes.get(path) ?? 0,
    close: () => new Promise((done) => server.close(done)),
  }
}
