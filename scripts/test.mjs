// `npm test`: install what is missing, then lint, knip, typecheck, build, package checks, the
// documentation site, unit and browser tests.
// Every step runs (browser tests need the build); the exit code is non-zero if any failed.
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import {
  bin,
  build,
  ensureChromium,
  ensureInstalled,
  ensureTestServices,
  root,
  run,
} from './setup.mjs'

const reports = join(root, '.latchkey/reports')
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })

const results = []
async function step(name, action) {
  console.log(`\n━━ ${name}`)
  const started = performance.now()
  let ok = false
  try {
    ok = (await action()) !== false
  } catch (error) {
    console.error(error?.message ?? error)
  }
  results.push({ name, ok, seconds: (performance.now() - started) / 1000 })
  return ok
}
const code = async (promise) => (await promise) === 0

await step('install', async () => {
  await ensureInstalled()
  await ensureChromium()
  await ensureTestServices()
})
await step('lint (biome)', () => code(run(bin('biome'), ['ci', '.'])))
await step('unused files, exports and dependencies (knip)', () =>
  code(run(bin('knip'), ['--no-progress'])),
)
// The projects are independent: checked side by side, on every core.
await step('typecheck', async () =>
  (
    await Promise.all(
      ['tsconfig.json', 'apps/demo', 'apps/wc-wallet', 'apps/next', 'compat/wagmi3'].map(
        (project) => code(run(bin('tsc'), ['-p', project, '--noEmit'])),
      ),
    )
  ).every(Boolean),
)
const built = await step('build', build)
if (built) {
  await step('packages: publint and attw on every package', () =>
    code(run(process.execPath, ['scripts/checkPackages.mjs'])),
  )
  await step('packages: installed from tarballs into fresh Vite and Next.js apps', () =>
    code(run(process.execPath, ['scripts/installPackages.mjs'])),
  )
} else
  for (const name of [
    'packages: publint and attw on every package',
    'packages: installed from tarballs into fresh Vite and Next.js apps',
  ])
    results.push({ name, ok: false, seconds: 0, skipped: true })
await step('bundle-size budget (JS before the first click)', () =>
  code(run(process.execPath, ['scripts/sizeBudget.mjs'])),
)
await step('docs: build, links, code blocks', () =>
  code(run(process.execPath, ['docs/scripts/check.mjs'])),
)
await step('unit and component tests (vitest)', () =>
  code(
    run(bin('vitest'), [
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(reports, 'vitest.json')}`,
    ]),
  ),
)
if (built)
  await step('browser tests (playwright)', () =>
    code(run(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'])),
  )
else results.push({ name: 'browser tests (playwright)', ok: false, seconds: 0, skipped: true })

function readJson(file) {
  try {
    return JSON.parse(readFileSync(join(reports, file), 'utf8'))
  } catch {
    return null
  }
}
const vitest = readJson('vitest.json')
const playwright = readJson('playwright.json')
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0)
const failed =
  (vitest?.numFailedTests ?? 0) +
  (playwright?.stats?.unexpected ?? 0) +
  (playwright?.stats?.flaky ?? 0)
const skipped = (vitest?.numPendingTests ?? 0) + (playwright?.stats?.skipped ?? 0)

// The failures again, each with the first lines of its error: CI keeps only the end of the output.
const firstLines = (text) =>
  stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .slice(0, 16)
    .map((line) => `      ${line}`)
    .join('\n')
const failures = []
for (const file of vitest?.testResults ?? []) {
  const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed')
  for (const test of failedTests)
    failures.push({ title: `${file.name} › ${test.fullName}`, error: test.failureMessages?.[0] })
  if (file.status === 'failed' && failedTests.length === 0)
    failures.push({ title: file.name, error: file.message })
}
function collectPlaywright(suite, titles) {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests ?? [])
      if (test.status === 'unexpected' || test.status === 'flaky') {
        const result = test.results?.find((each) => each.status !== 'passed')
        // Every error of the result: after a test timeout the next ones say which step waited.
        const errors = (result?.errors ?? (result?.error ? [result.error] : [])).map((error) =>
          [error.message, error.location && `at ${error.location.file}:${error.location.line}`]
            .filter(Boolean)
            .join('\n'),
        )
        failures.push({
          title: [...titles, spec.title].filter(Boolean).join(' › '),
          error: errors.join('\n'),
        })
      }
  for (const child of suite.suites ?? []) collectPlaywright(child, [...titles, child.title])
}
for (const suite of playwright?.suites ?? []) collectPlaywright(suite, [suite.title])
if (failures.length > 0) {
  console.log('\n━━ Failures')
  for (const failure of failures.slice(0, 20))
    console.log(`  ✗ ${failure.title}\n${firstLines(failure.error)}`)
}

console.log('\n━━ Summary')
for (const result of results)
  console.log(
    `  ${result.ok ? 'ok  ' : 'FAIL'}  ${result.name}${result.skipped ? ' (skipped: build failed)' : ''}  ${result.seconds.toFixed(1)} s`,
  )
const allOk = results.every((result) => result.ok)
console.log(
  `\n${passed} passed, ${allOk ? failed : Math.max(failed, 1)} failed, ${skipped} skipped`,
)
process.exit(allOk ? 0 : 1)
