// `npm run docs:build`: the API reference from the public entries' JSDoc, then the site
// (docs/.vitepress/dist). VitePress fails the build on a link to a page that does not exist.
import { pathToFileURL } from 'node:url'
import { build } from 'vitepress'
import { docs } from './paths.mjs'
import { writeApiReference } from './writeApiReference.mjs'

/** Builds the whole site; resolves with the number of pages and the seconds it took. */
export async function buildDocs() {
  const started = performance.now()
  await writeApiReference()
  let pages = 0
  await build(docs, {
    onAfterConfigResolve(siteConfig) {
      pages = siteConfig.pages.length
    },
  })
  return { pages, seconds: (performance.now() - started) / 1000 }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { pages, seconds } = await buildDocs()
  console.log(`docs: ${pages} pages built in ${seconds.toFixed(1)} s (docs/.vitepress/dist)`)
}
