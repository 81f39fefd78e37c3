// `npm test`'s docs step: builds the site (VitePress fails on a link to a missing page), checks
// that every internal link's #anchor exists on its page, and type-checks every ```ts and ```tsx
// block of the hand-written pages against the packages' sources. A block whose info string says
// `no-check` is skipped: keep that for shell-like fragments that are not a program.
import { spawn } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, posix, relative } from 'node:path'
import { buildDocs } from './build.mjs'
import { docs, root } from './paths.mjs'

const codeDir = join(root, '.latchkey/docs-code')
const dist = join(docs, '.vitepress/dist')

/** Every file under a folder, as paths relative to it. */
function filesUnder(folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
}

/** Writes each checked block of the hand-written pages as a module; returns how many. */
function extractCodeBlocks() {
  rmSync(codeDir, { recursive: true, force: true })
  mkdirSync(codeDir, { recursive: true })
  let count = 0
  const pages = filesUnder(docs).filter(
    (file) => file.endsWith('.md') && !/^(api|node_modules|\.vitepress)\//.test(file),
  )
  for (const page of pages) {
    const text = readFileSync(join(docs, page), 'utf8')
    for (const match of text.matchAll(/^```(tsx?|typescript)([^\n]*)\n([\s\S]*?)^```$/gm)) {
      const [, language, info = '', body = ''] = match
      if (/\bno-check\b/.test(info)) continue
      const line = text.slice(0, match.index).split('\n').length
      const name = `${page.replace(/\.md$/, '').replaceAll('/', '__')}__line${line}`
      // Each block is a module of its own, so two blocks may declare the same names.
      writeFileSync(
        join(codeDir, `${name}.${language === 'tsx' ? 'tsx' : 'ts'}`),
        `// ${page}, line ${line}\n${body}\nexport {}\n`,
      )
      count++
    }
  }
  writeFileSync(
    join(codeDir, 'tsconfig.json'),
    JSON.stringify({
      extends: '../../tsconfig.base.json',
      compilerOptions: { noEmit: true, customConditions: ['source'], types: ['node'] },
      // The site's own configuration is checked with the blocks.
      include: ['*.ts', '*.tsx', '../../docs/.vitepress/config.ts'],
    }),
  )
  return count
}

/** Runs tsc over the extracted blocks; resolves with its exit code. */
function typecheckCodeBlocks() {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [join(root, 'node_modules/typescript/bin/tsc'), '-p', codeDir, '--pretty', 'false'],
      { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
    )
    child.on('exit', (code) => resolve(code ?? 1))
  })
}

/** The ids on each built page, by its URL path (/guide/react.html and /guide/react alike). */
function pageAnchors() {
  const anchors = new Map()
  for (const file of filesUnder(dist).filter((name) => name.endsWith('.html'))) {
    const ids = new Set(
      [...readFileSync(join(dist, file), 'utf8').matchAll(/\sid="([^"]+)"/g)].map(([, id]) => id),
    )
    const path = `/${file.split('\\').join('/')}`
    anchors.set(path, ids)
    anchors.set(path.replace(/\.html$/, ''), ids)
    if (path.endsWith('/index.html')) anchors.set(path.replace(/index\.html$/, ''), ids)
  }
  return anchors
}

/** Internal links whose #anchor is not an id on the page they point to. */
function brokenAnchors() {
  const anchors = pageAnchors()
  const broken = []
  for (const [page, ids] of anchors) {
    if (!page.endsWith('.html')) continue
    const html = readFileSync(join(dist, page), 'utf8')
    for (const [, href] of html.matchAll(/<a [^>]*href="([^"]*#[^"]+)"/g)) {
      if (/^[a-z]+:/i.test(href)) continue
      const [path = '', hash = ''] = href.split('#')
      // posix.resolve drops a trailing slash: /benchmarks/ is the folder's index page.
      const resolved = posix.resolve(posix.dirname(page), path)
      const target = path.endsWith('/') ? `${resolved}/` : resolved
      const targetIds = path === '' ? ids : anchors.get(target)
      if (!targetIds) broken.push(`${page}: ${href} (no such page)`)
      else if (!targetIds.has(decodeURIComponent(hash))) broken.push(`${page}: ${href}`)
    }
  }
  return broken
}

const started = performance.now()
const blocks = extractCodeBlocks()
// tsc and the build run side by side: they are the step's two long parts.
const [typecheck, built] = await Promise.allSettled([typecheckCodeBlocks(), buildDocs()])
let ok = true
if (built.status === 'rejected') {
  console.error(`docs: the build failed: ${built.reason?.message ?? built.reason}`)
  ok = false
} else {
  const broken = brokenAnchors()
  for (const link of broken) console.error(`docs: broken anchor: ${link}`)
  if (broken.length > 0) ok = false
  console.log(`docs: ${built.value.pages} pages built in ${built.value.seconds.toFixed(1)} s`)
}
if (typecheck.status === 'rejected' || typecheck.value !== 0) {
  console.error(`docs: code blocks do not type-check (extracted to ${relative(root, codeDir)})`)
  ok = false
}
console.log(
  `docs: ${blocks} code blocks checked; the step took ${((performance.now() - started) / 1000).toFixed(1)} s`,
)
process.exit(ok ? 0 : 1)
