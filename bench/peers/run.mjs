// `npm run bench:peers`: the same minimal page (React, mainnet + sepolia, one connect button, an
// EIP-6963 test wallet, every request off the loopback aborted) built with RainbowKit, ConnectKit,
// AppKit and Latchkey, measured interleaved run by run in Chromium, unthrottled and with the CPU
// 4x slower. Prints the medians (JS before the first click also split into React's part, the same
// page with a plain button, and the widget's own) and Latchkey's ratio to the best peer; writes
// .latchkey/bench/peers.json. The peers install at bench time into .latchkey/peers (git-ignored).
// BENCH_RUNS sets the runs per widget and throttle (default 7).

import { mkdir, writeFile } from 'node:fs/promises'
import { cpus } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { assertInstalled, chromiumPath, ensureChromium } from '../../scripts/setup.mjs'
import { servePage } from '../servePage.mjs'
import { measureOnce } from './measure.mjs'
import { buildPage, measureReactAlone } from './pages.mjs'
import { installPeer, peerDir, peers } from './peers.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const runs = Number(process.env.BENCH_RUNS ?? 7)

if (process.argv.includes('--help')) {
  console.log(`npm run bench:peers [-- --help]
Measures the same minimal page built with each peer widget and Latchkey in Chromium (peers
installed into .latchkey/peers), writes .latchkey/bench/peers.json.
  BENCH_RUNS     runs per widget and CPU throttle (default 7)
  BENCH_WIDGETS  comma-separated widget names to measure, e.g. latchkey,latchkey-wagmi
It installs nothing of the repo's own: node_modules must match package-lock.json (npm install).`)
  process.exit(0)
}
assertInstalled()
await ensureChromium()
// BENCH_WIDGETS (comma-separated names) measures a subset, e.g. `latchkey,latchkey-wagmi`.
const only = process.env.BENCH_WIDGETS?.split(',')
const chosen = (widget) => !only || only.includes(widget.name)
const measuredPeers = peers.filter(chosen)
for (const peer of measuredPeers) await installPeer(root, peer)

// Latchkey right after the peers (the ratio column compares it), then Latchkey on wagmi.
const widgets = [
  ...measuredPeers,
  { name: 'latchkey', label: 'Latchkey' },
  { name: 'latchkey-wagmi', label: 'Latchkey on wagmi' },
].filter(chosen)
console.log('• Building the pages…')
for (const widget of widgets) {
  const outDir = await buildPage({
    root,
    name: widget.name,
    dir: widget.dependencies ? peerDir(root, widget) : undefined,
  })
  widget.page = await servePage(outDir)
  widget.reactKb = await measureReactAlone({
    root,
    dir: widget.dependencies ? peerDir(root, widget) : undefined,
  })
}

const metrics = [
  ['JS gz before 1st click (KB)', 'jsKb', 0],
  ['page → button (ms)', 'pageToButtonMs', 0],
  ['click → modal (ms)', 'clickToModalMs', 0],
  ['click → wallet list (ms)', 'clickToListMs', 0],
  ['wallet → connected (ms)', 'walletToConnectedMs', 0],
  ['heap after opening (MB)', 'heapMb', 1],
]
const median = (values) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b)
  return sorted.length === 0 ? Number.NaN : sorted[Math.floor(sorted.length / 2)]
}

const samples = new Map(widgets.map((widget) => [widget.name, { 1: [], 4: [] }]))
try {
  // Interleaved run by run (the machine drifts between blocks), each order rotated.
  for (let run = 0; run < runs; run++)
    for (const throttle of [1, 4])
      for (let index = 0; index < widgets.length; index++) {
        const widget = widgets[(index + run) % widgets.length]
        const sample = await measureOnce({
          executablePath: chromiumPath,
          page: widget.page,
          throttle,
        })
        samples.get(widget.name)[throttle].push(sample)
        console.log(
          `  run ${run + 1}/${runs} ${`CPU ${throttle}x`.padEnd(7)} ${widget.label.padEnd(18)} list ${sample.clickToListMs.toFixed(0)} ms, connected ${sample.walletToConnectedMs.toFixed(0)} ms, ${sample.blocked} requests aborted`,
        )
      }
} finally {
  for (const widget of widgets) await widget.page?.close()
}

// Beside the JS before the first click: React's part of it (the same page with a plain button,
// on the same React), and the rest, the widget's own.
const results = Object.fromEntries(
  widgets.map((widget) => [
    widget.name,
    Object.fromEntries(
      [1, 4].map((throttle) => {
        const list = samples.get(widget.name)[throttle]
        const medians = Object.fromEntries(
          [...metrics.map(([, key]) => key), 'blocked'].map((key) => [
            key,
            median(list.map((sample) => sample[key])),
          ]),
        )
        medians.reactKb = widget.reactKb
        medians.ownKb = medians.jsKb - widget.reactKb
        return [throttle === 1 ? 'unthrottled' : 'cpu4x', medians]
      }),
    ),
  ]),
)
const shown = [
  metrics[0],
  ['  of which React (plain page)', 'reactKb', 0],
  ['  of which the widget', 'ownKb', 0],
  ...metrics.slice(1),
]

const cell = (value, digits) => (Number.isNaN(value) ? '—' : value.toFixed(digits))
for (const [mode, title] of [
  ['unthrottled', 'unthrottled'],
  ['cpu4x', 'CPU 4x slower'],
]) {
  console.log(`\nMedians of ${runs} runs, ${title} (${cpus().length} cores, shared):\n`)
  console.log(
    `  ${'measure'.padEnd(30)}${widgets.map((widget) => widget.label.padStart(20)).join('')}${'Latchkey / best peer'.padStart(22)}`,
  )
  for (const [label, key, digits] of shown) {
    const values = widgets.map((widget) => results[widget.name][mode][key])
    const best = Math.min(
      ...values.slice(0, measuredPeers.length).filter((value) => !Number.isNaN(value)),
    )
    // React's part is the page's, not a widget's: no ratio.
    const ratio =
      Number.isFinite(best) && key !== 'reactKb' ? values[measuredPeers.length] / best : Number.NaN
    console.log(
      `  ${label.padEnd(30)}${values.map((value) => cell(value, digits).padStart(20)).join('')}${cell(ratio, 2).padStart(22)}`,
    )
  }
}
await mkdir(join(root, '.latchkey/bench'), { recursive: true })
await writeFile(
  join(root, '.latchkey/bench/peers.json'),
  `${JSON.stringify({ date: new Date().toISOString(), runs, cores: cpus().length, results }, null, 2)}\n`,
)
