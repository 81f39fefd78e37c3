// Convert figures for `npm run bench:convert`: on the two dev chains with their Uniswap V2
// markets, the latency of `GET /v1/convert/quotes` over HTTP on loopback (native → token, one
// pool; token → token, the direct pool), p50 and p99. Figures to read, not pass/fail tests.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import { assertInstalled, bin, runOrThrow } from '../scripts/setup.mjs'

const samples = Number(process.env.BENCH_CONVERT_SAMPLES ?? 300)
const nativeAddress = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

/** Starts the dev chains and the server, then times the quote route. */
export async function measureConvert() {
  const { devAccounts, startDevChains } = await import('@latchkey/devchain')
  const { createServer, loadConfig } = await import('@latchkey/server')
  const devnet = await startDevChains()
  const folder = await mkdtemp(join(tmpdir(), 'latchkey-bench-convert-'))
  let server
  try {
    server = createServer({
      config: {
        ...loadConfig({ LOG_LEVEL: 'warn', LATCHKEY_DATA_DIR: folder, LATCHKEY_PORT: '0' }),
        chains: devnet.chains.map((chain) => ({
          caipNetworkId: `eip155:${chain.chainId}`,
          rpcUrl: chain.rpcUrl,
        })),
        data: {
          indexer: { enabled: false },
          config: {
            chains: Object.fromEntries(
              devnet.chains.map((chain) => [
                `eip155:${chain.chainId}`,
                {
                  tokens: chain.market.tokens,
                  market: { router: chain.market.router, tokens: chain.market.tokens },
                },
              ]),
            ),
            prices: { ETH: 3000, LKD: 1, LKE: 1.1 },
          },
        },
      },
    })
    const url = await server.listen({ host: '127.0.0.1', port: 0 })
    const results = {}
    for (const chain of devnet.chains) {
      const caip = (address) => `eip155:${chain.chainId}:${address.toLowerCase()}`
      const [first, second] = chain.market.tokens
      const routes = {
        'native → token': {
          from: caip(nativeAddress),
          to: caip(first.address),
          amount: '10000000000000000',
        },
        'token → token': {
          from: caip(first.address),
          to: caip(second.address),
          amount: '100000000000000000000',
        },
      }
      for (const [name, route] of Object.entries(routes)) {
        const query = new URLSearchParams({ ...route, userAddress: caip(devAccounts[1].address) })
        const path = `${url}/v1/convert/quotes?${query}`
        for (let index = 0; index < 20; index++) await fetch(path).then((r) => r.json())
        const times = []
        for (let index = 0; index < samples; index++) {
          const started = performance.now()
          const response = await fetch(path)
          const body = await response.json()
          times.push(performance.now() - started)
          if (!response.ok || body.quotes.length !== 1)
            throw new Error(`${name}: ${JSON.stringify(body)}`)
        }
        const key = `eip155:${chain.chainId} ${name}`
        results[key] = { p50: percentile(times, 50), p99: percentile(times, 99) }
        console.log(
          `  quote ${key.padEnd(30)} p50 ${results[key].p50.toFixed(2)} ms  p99 ${results[key].p99.toFixed(2)} ms  (${samples} samples)`,
        )
      }
    }
    return results
  } finally {
    await server?.close()
    await devnet.stop()
    await rm(folder, { recursive: true, force: true })
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  assertInstalled()
  await runOrThrow(bin('tsc'), ['-b', 'tsconfig.build.json'])
  console.log('• Quote latency on the dev chains’ Uniswap V2 markets (HTTP on loopback)…')
  await measureConvert()
}
