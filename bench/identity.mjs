// Identity route figures (`node bench/identity.mjs`): on a local anvil chain with the dev ENS
// (our UniversalResolver, alice.eth for dev account 8 with an https avatar and an ERC-721 one),
// the latency of `GET /v1/identity/{address}` over HTTP on loopback: cold (every answer read from
// the chain: reverse record, forward check, avatar record and, for the NFT, ownerOf, tokenURI and
// its metadata from a local http server) and cached (the 5 minutes of spec section 9). Figures to read, not tests.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer as createHttpServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import { assertInstalled, root } from '../scripts/setup.mjs'

const samples = Number(process.env.BENCH_IDENTITY_SAMPLES ?? 200)

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

/** Runs `fn` `count` times one after the other; answers each run's milliseconds. */
async function time(count, fn) {
  const times = []
  for (let index = 0; index < count; index++) {
    const started = performance.now()
    await fn(index)
    times.push(performance.now() - started)
  }
  return times
}

/** Measures the identity route, cold and cached; prints the figures and answers them. */
export async function measureIdentity() {
  const { deployNft, devAccounts, setDevEnsText, startDevChains } = await import(
    '@latchkey/devchain'
  )
  const { createServer, loadConfig } = await import('@latchkey/server')
  const folder = await mkdtemp(join(tmpdir(), 'latchkey-bench-identity-'))
  const devnet = await startDevChains({ chains: [{ chainId: 31337 }], market: false })
  const [chain] = devnet.chains
  const alice = devAccounts[8].address
  let server
  let metadataServer
  // The server's clock: moved past the 5 minutes before each cold read.
  let clock = Date.now()
  try {
    const setAvatar = (value) =>
      setDevEnsText({
        rpcUrl: chain.rpcUrl,
        ens: chain.ens,
        name: 'alice.eth',
        key: 'avatar',
        value,
      })
    // The NFT's metadata, from a local server (a listed dev host, as in the stack).
    metadataServer = createHttpServer((_, response) => {
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ image: 'https://nft.example/key.png' }))
    })
    await new Promise((resolve) => metadataServer.listen(0, '127.0.0.1', resolve))
    const nft = await deployNft({
      rpcUrl: chain.rpcUrl,
      name: 'Latchkey Keys',
      symbol: 'KEY',
      mintTo: [alice],
      baseUri: `http://127.0.0.1:${metadataServer.address().port}/keys/`,
    })
    const config = {
      ...loadConfig({ LOG_LEVEL: 'warn', LATCHKEY_DATA_DIR: folder, LATCHKEY_PORT: '0' }),
      chains: [{ caipNetworkId: 'eip155:31337', rpcUrl: chain.rpcUrl }],
      data: {
        now: () => clock,
        indexer: { enabled: false },
        config: {
          chains: { 'eip155:31337': { ens: { universalResolver: chain.ens.universalResolver } } },
          avatarHosts: ['127.0.0.1'],
        },
      },
    }
    server = createServer({ config })
    const url = await server.listen({ host: '127.0.0.1', port: 0 })
    const get = async (address) => {
      const response = await fetch(`${url}/v1/identity/${address}`)
      if (!response.ok) throw new Error(`identity of ${address}: HTTP ${response.status}`)
      return response.json()
    }
    const cold = (address) => () => {
      clock += 300_000
      return get(address)
    }
    await setAvatar('https://avatars.example/alice.png')
    const first = await get(alice)
    if (first.name !== 'alice.eth')
      throw new Error(`alice.eth expected, got ${JSON.stringify(first)}`)
    const httpsCold = await time(samples, cold(alice))
    const cached = await time(samples, () => get(alice))
    const nobodyCold = await time(samples, cold(devAccounts[5].address))
    await setAvatar(`eip155:31337/erc721:${nft.address}/0`)
    clock += 300_000
    const withNft = await get(alice)
    if (withNft.avatar !== 'https://nft.example/key.png')
      throw new Error(`the NFT's image expected, got ${JSON.stringify(withNft)}`)
    const nftCold = await time(samples, cold(alice))

    const summary = (values) => ({ p50: percentile(values, 50), p99: percentile(values, 99) })
    const results = {
      samples,
      identityMs: {
        coldHttpsAvatar: summary(httpsCold),
        coldNftAvatar: summary(nftCold),
        coldNoName: summary(nobodyCold),
        cached: summary(cached),
      },
    }
    const f = (value) => value.toFixed(1).padStart(10)
    console.log(`\nIdentity route on one local chain with ENS, ${samples} requests each:\n`)
    console.log(`  ${'ms'.padEnd(52)}${'p50'.padStart(10)}${'p99'.padStart(10)}`)
    const row = (label, { p50, p99 }) => console.log(`  ${label.padEnd(52)}${f(p50)}${f(p99)}`)
    row('cold: alice.eth, https avatar', results.identityMs.coldHttpsAvatar)
    row('cold: alice.eth, ERC-721 avatar (http metadata)', results.identityMs.coldNftAvatar)
    row('cold: an address without a name', results.identityMs.coldNoName)
    row('cached (5 minutes)', results.identityMs.cached)
    await mkdir(join(root, '.latchkey/bench'), { recursive: true })
    await writeFile(
      join(root, '.latchkey/bench/identity.json'),
      `${JSON.stringify(results, null, 2)}\n`,
    )
    return results
  } finally {
    await server?.close()
    metadataServer?.close()
    await devnet.stop()
    await rm(folder, { recursive: true, force: true })
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  assertInstalled()
  await measureIdentity()
}
