// Starts the local stack (dev chains, server, demo page server) and stops every process it started.
// Shared by `npm start` and the browser tests, so both run exactly the same stack.
import { readFile, stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import { dirname, extname, join, normalize, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  bitcoinRegtestNetwork,
  deployDevIdRegistry,
  devAccounts,
  devBundlerAccount,
  devEnsAvatarSvg,
  devEnsNames,
  devEnsParentName,
  devIdentityProviders,
  devMarketAccount,
  devNameGatewayAccount,
  devPaymasterSignerAccount,
  devSessionRelayerAccount,
  getBitcoinDevWalletScriptPath,
  getDevWalletScriptPath,
  getPolkadotDevWalletScriptPath,
  getSolanaDevWalletScriptPath,
  setDevEnsText,
  setDevNameGateway,
  startBitcoinDevChain,
  startDevChains,
  startDevFarcasterClient,
  startDevIdentityProvider,
  startPolkadotDevChain,
  startSolanaDevChain,
} from '@latchkey/devchain'
import { loadConfig, startServer } from '@latchkey/server'
import { freePort } from './nextApp.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const demoDist = join(root, 'apps/demo/dist')
const walletDist = join(root, 'apps/wc-wallet/dist')
const embeddedWalletDist = join(root, 'packages/wallet/dist')

const devChains = [
  { chainId: 31337, port: 8545 },
  { chainId: 31338, port: 8546 },
]

/**
 * The data API's token lists and reference prices for the stack's chains: ETH 3000, LKD 1, LKE 1.1,
 * with the Solana dev chain SOL 150, LKSD 1, with the Polkadot dev ledger DEV 5 and with the
 * Bitcoin dev ledger BTC 60000.
 */
export function devDataConfig(networks, solana, polkadot, bitcoin) {
  const solanaChains = solana
    ? [[solana.caipNetworkId, { nativeCurrency: solana.nativeCurrency, tokens: [solana.token] }]]
    : []
  const polkadotChains = polkadot
    ? [[polkadot.caipNetworkId, { nativeCurrency: polkadot.nativeCurrency, tokens: [] }]]
    : []
  const bitcoinChains = bitcoin
    ? [[bitcoin.caipNetworkId, { nativeCurrency: bitcoin.nativeCurrency, tokens: [] }]]
    : []
  return {
    chains: Object.fromEntries([
      ...solanaChains,
      ...polkadotChains,
      ...bitcoinChains,
      ...networks.map((network) => [
        `eip155:${network.chainId}`,
        {
          nativeCurrency: network.nativeCurrency,
          // The market's tokens (the chain's own and the other dev chain's) when it has one.
          tokens: (network.market?.tokens ?? (network.token ? [network.token] : [])).map(
            (token) => ({
              address: token.address,
              name: token.name,
              symbol: token.symbol,
              decimals: token.decimals,
            }),
          ),
          // Uniswap V2 on the dev chain: a swap network of the convert routes.
          ...(network.market
            ? { market: { router: network.market.router, tokens: network.market.tokens } }
            : {}),
          // ENS on the dev chain: identities and names resolve through its UniversalResolver.
          ...(network.ens ? { ens: { universalResolver: network.ens.universalResolver } } : {}),
        },
      ]),
    ]),
    prices: {
      ...{ ETH: 3000, LKD: 1, LKE: 1.1, SOL: 150, LKSD: 1 },
      ...(polkadot ? { DEV: 5 } : {}),
      ...(bitcoin ? { BTC: 60000 } : {}),
    },
    // A configured name under the name service's suffix (Send resolves it).
    names: [{ name: devReceiverName, address: devAccounts[9].address }],
    // The dev names' avatars are served over plain http by the demo's page server (on either
    // loopback name: `npm start` prints localhost, the tests' stack 127.0.0.1).
    avatarHosts: ['127.0.0.1', 'localhost'],
  }
}

/** Where the demo's page server serves a dev ENS name's avatar (its `avatar` record). */
export const devAvatarPath = (name) => `/dev/avatars/${name}.svg`

/** The name the dev stack gives dev account 9, to try Send to a name. */
export const devReceiverName = 'bob.latchkey.eth'

/** Parses LATCHKEY_RPC_URLS ("31337=http://host:8545,11155111=https://rpc.example") into a map. */
export function parseRpcUrls(value = '') {
  const urls = new Map()
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [id, url] = entry.split(/=(.*)/s)
    const chainId = Number(id)
    if (!Number.isSafeInteger(chainId) || chainId <= 0 || !/^https?:\/\//.test(url ?? ''))
      throw new Error(`LATCHKEY_RPC_URLS: "${entry}" is not chainId=http(s)://url`)
    urls.set(chainId, url)
  }
  return urls
}

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.map': 'application/json',
  '.ico': 'image/x-icon',
}

/**
 * Serves a built page (the demo by default, or the WalletConnect wallet page), injecting the
 * stack's configuration into its HTML as `window[global]` where the `marker` comment is.
 */
async function startPageServer({
  port,
  host,
  publicHost = host,
  config,
  dist = demoDist,
  marker = '<!--latchkey-demo-config-->',
  global = '__LATCHKEY_DEMO__',
}) {
  const devWalletPath = getDevWalletScriptPath()
  // Every page of the build gets the configuration (the demo has a second page, wagmi.html), made
  // per request: the embedded wallet's config learns the server's URL after it listens.
  const inject = (html) =>
    html.replace(
      marker,
      `<script>window.${global}=${JSON.stringify(config).replace(/</g, '\\u003c')}</script>`,
    )
  const template = await readFile(join(dist, 'index.html'), 'utf8')
  const page = () => inject(template)
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    const send = (status, body, type, cache = 'no-cache') => {
      response.writeHead(status, { 'content-type': type, 'cache-control': cache })
      response.end(body)
    }
    try {
      if (path === '/dev-wallet.js')
        return send(200, await readFile(devWalletPath), contentTypes['.js'])
      if (devEnsNames.some(({ name }) => path === devAvatarPath(name)))
        return send(200, devEnsAvatarSvg, contentTypes['.svg'])
      if (path === '/solana-dev-wallet.js')
        return send(200, await readFile(getSolanaDevWalletScriptPath()), contentTypes['.js'])
      if (path === '/polkadot-dev-wallet.js')
        return send(200, await readFile(getPolkadotDevWalletScriptPath()), contentTypes['.js'])
      if (path === '/bitcoin-dev-wallet.js')
        return send(200, await readFile(getBitcoinDevWalletScriptPath()), contentTypes['.js'])
      const file = normalize(join(dist, path))
      if (file.startsWith(dist) && path !== '/' && (await stat(file).catch(() => null))?.isFile()) {
        const immutable = path.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'no-cache'
        return send(
          200,
          extname(file) === '.html' ? inject(await readFile(file, 'utf8')) : await readFile(file),
          contentTypes[extname(file)] ?? 'application/octet-stream',
          immutable,
        )
      }
      if (extname(path)) return send(404, 'Not found', 'text/plain')
      return send(200, page(), contentTypes['.html'])
    } catch (error) {
      send(500, String(error), 'text/plain')
    }
  })
  await new Promise((resolvePromise, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolvePromise)
  })
  const address = server.address()
  return {
    url: `http://${publicHost}:${address.port}`,
    close: () => new Promise((resolvePromise) => server.close(() => resolvePromise())),
  }
}

/**
 * Starts dev chains, the server and the demo page server. `ports: 'any'` picks free ports (tests);
 * otherwise the fixed development ports are used so bookmarks keep working. Everything listens on
 * 127.0.0.1 only; `publicHost` is the name the pages (the dapps, the frame, the server, the
 * WalletConnect wallet page) are reached at: `npm start` gives `localhost`, as WebAuthn refuses an
 * IP address as a passkey's relying party, and the dapp and the frame then stay on one site.
 */
export async function startStack({
  ports = 'fixed',
  dataDir,
  env = process.env,
  log = () => {},
  publicHost = '127.0.0.1',
} = {}) {
  const fixed = ports === 'fixed'
  const host = '127.0.0.1'
  const stops = []
  const stop = async () => {
    for (const stopOne of stops.reverse()) await stopOne().catch(() => {})
    stops.length = 0
  }
  try {
    const rpcOverrides = parseRpcUrls(env.LATCHKEY_RPC_URLS)
    const chainPorts = (env.LATCHKEY_CHAIN_PORTS ?? '').split(',').filter(Boolean).map(Number)
    const local = devChains
      .map((chain, index) => ({ ...chain, port: chainPorts[index] ?? chain.port }))
      .filter((chain) => !rpcOverrides.has(chain.chainId))
    log(`Starting ${local.length} dev chain(s)…`)
    const devnet = await startDevChains({
      chains: local.map((chain) => ({ chainId: chain.chainId, port: fixed ? chain.port : 0 })),
    })
    stops.push(() => devnet.stop())
    const networks = devnet.chains.map((chain) => ({
      chainId: chain.chainId,
      name: chain.name,
      rpcUrl: chain.rpcUrl,
      nativeCurrency: chain.nativeCurrency,
      token: chain.token,
      market: chain.market,
      ens: chain.ens,
    }))
    for (const [chainId, rpcUrl] of rpcOverrides) {
      const known = devChains.find((chain) => chain.chainId === chainId)
      networks.push({
        chainId,
        name: known ? `Latchkey Devnet (${rpcUrl})` : `Chain ${chainId}`,
        rpcUrl,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      })
    }
    networks.sort((a, b) => a.chainId - b.chainId)

    log('Starting the Solana dev chain…')
    const solanaChain = await startSolanaDevChain({
      port: fixed ? Number(env.LATCHKEY_SOLANA_PORT ?? 8899) : 0,
      host,
    })
    stops.push(() => solanaChain.stop())
    const solana = {
      name: solanaChain.name,
      caipNetworkId: solanaChain.caipNetworkId,
      genesisHash: solanaChain.genesisHash,
      rpcUrl: solanaChain.rpcUrl,
      nativeCurrency: solanaChain.nativeCurrency,
      token: solanaChain.token,
      accounts: solanaChain.accounts,
    }

    // A stand-in for a Substrate node (no runtime runs offline here): the JSON-RPC reads only.
    log('Starting the Polkadot dev ledger…')
    const polkadotChain = await startPolkadotDevChain({
      port: fixed ? Number(env.LATCHKEY_POLKADOT_PORT ?? 9944) : 0,
      host,
    })
    stops.push(() => polkadotChain.stop())
    const polkadot = {
      name: polkadotChain.name,
      caipNetworkId: polkadotChain.caipNetworkId,
      genesisHash: polkadotChain.genesisHash,
      rpcUrl: polkadotChain.rpcUrl,
      nativeCurrency: polkadotChain.nativeCurrency,
      ss58Prefix: polkadotChain.ss58Prefix,
      accounts: polkadotChain.accounts,
    }

    // The Bitcoin dev ledger: a regtest stand-in with an Esplora API (no bitcoind installs here).
    log('Starting the Bitcoin dev ledger…')
    const bitcoinChain = await startBitcoinDevChain({
      port: fixed ? Number(env.LATCHKEY_BITCOIN_PORT ?? 3002) : 0,
      host,
    })
    stops.push(() => bitcoinChain.stop())
    const bitcoin = {
      name: bitcoinChain.name,
      caipNetworkId: bitcoinChain.caipNetworkId,
      genesisHash: bitcoinChain.genesisHash,
      rpcUrl: bitcoinChain.rpcUrl,
      nativeCurrency: bitcoinChain.nativeCurrency,
      accounts: bitcoinChain.accounts,
    }
    // What a Bitcoin dev wallet (injected or WalletConnect) needs of the ledger.
    const bitcoinWalletChains = [
      {
        ids: ['bitcoin:regtest', bitcoin.caipNetworkId],
        esploraUrl: bitcoin.rpcUrl,
        network: bitcoinRegtestNetwork,
      },
    ]

    // The embedded wallet's frame, on an origin of its own; it learns the server's URL below.
    log('Starting the embedded wallet frame…')
    const frameConfig = {
      serverUrl: '',
      extraChainIds: networks.map((network) => network.chainId),
    }
    const framePage = await startPageServer({
      port: fixed ? Number(env.LATCHKEY_WALLET_PORT ?? 5175) : 0,
      host,
      publicHost,
      dist: embeddedWalletDist,
      marker: '<!--latchkey-wallet-config-->',
      global: '__LATCHKEY_WALLET__',
      config: frameConfig,
    })
    stops.push(() => framePage.close())

    // Social login: the dev identity provider stands in for every provider, one client each;
    // their redirect URI is the server's callback, known once the server listens.
    log('Starting the dev identity provider…')
    let socialCallback = ''
    const identityProvider = await startDevIdentityProvider({
      port: fixed ? Number(env.LATCHKEY_IDENTITY_PORT ?? 5176) : 0,
      clients: () =>
        devIdentityProviders.map((provider) => ({
          provider,
          secret: `dev-${provider}-secret`,
          redirectUris: [socialCallback],
        })),
    })
    stops.push(() => identityProvider.close())

    // Sign In With Farcaster: our ID registry on the first local dev chain (custodyOf as on
    // Optimism), and the dev Farcaster client page approving with the dev fid's custody key; the
    // relay is the server's, known once it listens.
    log('Starting the dev Farcaster client…')
    const farcasterChain = devnet.chains[0]
    const farcasterRegistry = farcasterChain
      ? await deployDevIdRegistry({ rpcUrl: farcasterChain.rpcUrl })
      : undefined
    const farcasterRelayKey = 'dev-farcaster-relay-key'
    let farcasterRelay = ''
    const farcasterClient = await startDevFarcasterClient({
      port: fixed ? Number(env.LATCHKEY_FARCASTER_PORT ?? 5177) : 0,
      relayUrl: () => farcasterRelay,
      relayKey: farcasterRelayKey,
    })
    stops.push(() => farcasterClient.close())

    log('Starting the server…')
    // On a host name the server's public URL is that name (its links, the social callback, the
    // relay's audience); its port is then chosen before it listens.
    const chosenPort = fixed ? Number(env.LATCHKEY_PORT ?? 8787) : 0
    const listenPort = publicHost === host || chosenPort ? chosenPort : await freePort(host)
    const serverConfig = loadConfig({
      LATCHKEY_WALLET_ORIGIN: framePage.url,
      LATCHKEY_SOCIAL_PROVIDERS: JSON.stringify(
        Object.fromEntries(
          devIdentityProviders.map((provider) => [
            provider,
            {
              clientId: provider,
              clientSecret: `dev-${provider}-secret`,
              issuer: identityProvider.issuer,
            },
          ]),
        ),
      ),
      ...(farcasterChain && farcasterRegistry
        ? {
            LATCHKEY_FARCASTER: JSON.stringify({
              rpcUrl: farcasterChain.rpcUrl,
              idRegistry: farcasterRegistry.idRegistry,
              clientUrl: farcasterClient.url,
              relayKey: farcasterRelayKey,
            }),
          }
        : {}),
      // The demo's `?projectId=passphrase-demo` shows passphrase recovery.
      LATCHKEY_PASSPHRASE_RECOVERY_PROJECTS: 'passphrase-demo',
      ...(publicHost === host ? {} : { LATCHKEY_PUBLIC_URL: `http://${publicHost}:${listenPort}` }),
      ...env,
      LATCHKEY_PORT: String(listenPort),
      ...(dataDir ? { LATCHKEY_DATA_DIR: dataDir } : {}),
      // The server reads the same chains the demo uses (sign-in verification, data API).
      LATCHKEY_CHAINS:
        env.LATCHKEY_CHAINS ??
        [
          ...networks.map((network) => `eip155:${network.chainId}=${network.rpcUrl}`),
          `${solana.caipNetworkId}=${solana.rpcUrl}`,
          `${polkadot.caipNetworkId}=${polkadot.rpcUrl}`,
          `${bitcoin.caipNetworkId}=${bitcoin.rpcUrl}`,
        ].join(','),
    })
    // The dev chains' tokens and reference prices for the data API, unless
    // LATCHKEY_DATA_CONFIG names a file of the operator's.
    if (!serverConfig.dataConfigPath)
      serverConfig.data = { config: devDataConfig(networks, solana, polkadot, bitcoin) }
    // The sandbox on-ramp pays out from the dev market's account (the server ignores it in production).
    serverConfig.onramp = { sandbox: { payoutPrivateKey: devMarketAccount.privateKey } }
    // The name service gives names under latchkey.eth and its CCIP-read gateway signs them with
    // the dev key the dev chains' OffchainResolver accepts.
    serverConfig.names = {
      suffix: devEnsParentName,
      gatewayPrivateKey: devNameGatewayAccount.privateKey,
    }
    // The ERC-4337 bundler serves every dev chain with the EntryPoint, sending with the dev
    // bundler key (funded there), unless LATCHKEY_BUNDLER_* configure another.
    const bundledChains = devnet.chains
      .filter((chain) => chain.accountAbstraction)
      .map((chain) => `eip155:${chain.chainId}`)
      .filter((id) => serverConfig.chains.some((chain) => chain.caipNetworkId === id))
    if (!serverConfig.bundler && bundledChains.length > 0)
      serverConfig.bundler = { privateKey: devBundlerAccount.privateKey, chains: bundledChains }
    // Owner-signed session revocations go out from the dev session relayer's key (funded there),
    // not the bundler's, unless LATCHKEY_SESSIONS_RELAYER_KEY configures another.
    if (!serverConfig.sessionRelayer && bundledChains.length > 0)
      serverConfig.sessionRelayer = { privateKey: devSessionRelayerAccount.privateKey }
    // The paymaster service signs for the dev chains' VerifyingPaymaster with the dev paymaster
    // key, sponsoring calls to the dev market (tokens, WETH, router) up to 0.1 ETH of gas per
    // account and day, unless LATCHKEY_PAYMASTER_* configure another.
    const sponsoredChain = devnet.chains.find((chain) => chain.accountAbstraction)
    if (!serverConfig.paymaster && sponsoredChain && bundledChains.length > 0) {
      const { market } = sponsoredChain
      const contracts = market
        ? [market.router, market.weth, ...market.tokens.map((token) => token.address)]
        : []
      serverConfig.paymaster = {
        privateKey: devPaymasterSignerAccount.privateKey,
        chains: bundledChains,
        address: sponsoredChain.accountAbstraction.verifyingPaymaster,
        policies: new Map([
          [
            '*',
            {
              contracts: contracts.map((address) => address.toLowerCase()),
              maxWeiPerAccountPerDay: 10n ** 17n,
            },
          ],
        ]),
      }
    }
    let server = await startServer({ config: serverConfig })
    stops.push(() => server?.close())
    // The relay's URL must not change across a restart: clients reconnect to it.
    const serverPort = Number(new URL(server.url).port)
    const serverUrl = serverConfig.publicUrl ?? server.url
    const relayUrl = serverUrl.replace(/^http/, 'ws')
    frameConfig.serverUrl = serverUrl
    socialCallback = `${serverUrl}/embedded/social/callback`
    farcasterRelay = `${serverUrl}/farcaster`
    // Names under latchkey.eth resolve on every dev chain with ENS through the server's gateway
    // (its URL is known only now; a restarted server keeps its port, so it stays right).
    const ensNetworks = networks.filter((network) => network.ens)
    const nameGatewayUrl = ensNetworks.length
      ? `${serverUrl}/v1/ccip/{sender}/{data}.json`
      : undefined
    for (const network of ensNetworks)
      await setDevNameGateway({
        rpcUrl: network.rpcUrl,
        ens: network.ens,
        url: nameGatewayUrl,
        signer: devNameGatewayAccount.address,
      })

    log('Starting the demo…')
    log('Starting the WalletConnect wallet page…')
    const walletPage = await startPageServer({
      port: fixed ? Number(env.LATCHKEY_WC_WALLET_PORT ?? 5174) : 0,
      host,
      publicHost,
      dist: walletDist,
      marker: '<!--latchkey-wc-wallet-config-->',
      global: '__LATCHKEY_WC_WALLET__',
      config: {
        relayUrl,
        privateKey: devAccounts[1].privateKey,
        chains: networks.map(({ chainId, name, rpcUrl, nativeCurrency }) => ({
          chainId,
          name,
          rpcUrl,
          nativeCurrency,
        })),
        // The page's Solana account: the second dev account, as for eip155.
        solana: {
          secretKey: solana.accounts[1].secretKey,
          chains: [{ ids: ['solana:localnet', solana.caipNetworkId], rpcUrl: solana.rpcUrl }],
        },
        // The page's Polkadot account: the second dev account (//1), as for eip155.
        polkadot: {
          secretKey: polkadot.accounts[1].secretKey,
          address: polkadot.accounts[1].address,
          caipNetworkIds: [polkadot.caipNetworkId],
        },
        // The page's Bitcoin account: the second dev account too.
        bitcoin: { account: bitcoin.accounts[1], chains: bitcoinWalletChains },
      },
    })
    stops.push(() => walletPage.close())

    const demoConfig = {
      networks,
      serverUrl,
      relayUrl,
      walletConnectWalletUrl: walletPage.url,
      embeddedWalletUrl: framePage.url,
      devWallet: { scriptUrl: '/dev-wallet.js', privateKey: devAccounts[0].privateKey },
      solana: {
        name: solana.name,
        caipNetworkId: solana.caipNetworkId,
        rpcUrl: solana.rpcUrl,
        nativeCurrency: solana.nativeCurrency,
        token: solana.token,
        devWallet: {
          scriptUrl: '/solana-dev-wallet.js',
          secretKey: solana.accounts[0].secretKey,
        },
      },
      polkadot: {
        name: polkadot.name,
        caipNetworkId: polkadot.caipNetworkId,
        rpcUrl: polkadot.rpcUrl,
        nativeCurrency: polkadot.nativeCurrency,
        ss58Prefix: polkadot.ss58Prefix,
        devWallet: { scriptUrl: '/polkadot-dev-wallet.js', accountIndex: 0 },
      },
      bitcoin: {
        name: bitcoin.name,
        caipNetworkId: bitcoin.caipNetworkId,
        rpcUrl: bitcoin.rpcUrl,
        nativeCurrency: bitcoin.nativeCurrency,
        devWallet: {
          scriptUrl: '/bitcoin-dev-wallet.js',
          account: bitcoin.accounts[0],
          chains: bitcoinWalletChains,
        },
      },
    }
    const page = await startPageServer({
      port: fixed ? Number(env.LATCHKEY_DEMO_PORT ?? 5173) : 0,
      host,
      publicHost,
      config: demoConfig,
    })
    stops.push(() => page.close())
    // Each dev name's avatar record points at the image the page server now serves.
    for (const network of networks.filter((entry) => entry.ens))
      for (const { name } of network.ens.names)
        await setDevEnsText({
          rpcUrl: network.rpcUrl,
          ens: network.ens,
          name,
          key: 'avatar',
          value: `${page.url}${devAvatarPath(name)}`,
        })

    return {
      solana,
      polkadot,
      bitcoin,
      demoUrl: page.url,
      serverUrl,
      relayUrl,
      /** The CCIP-read gateway the dev chains' `latchkey.eth` resolver asks (absent without ENS). */
      nameGatewayUrl,
      /** The ERC-4337 bundler's URL with `{caip2}` in it, and the chains it serves (absent when none). */
      bundler: serverConfig.bundler
        ? { url: `${serverUrl}/v1/bundler/{caip2}`, chains: serverConfig.bundler.chains }
        : undefined,
      /** The ERC-7677 paymaster service's URL with `{caip2}` in it, and its chains (absent when none). */
      paymaster: serverConfig.paymaster
        ? { url: `${serverUrl}/v1/paymaster/{caip2}`, chains: serverConfig.paymaster.chains }
        : undefined,
      walletConnectWalletUrl: walletPage.url,
      embeddedWalletUrl: framePage.url,
      /** The dev identity provider standing in for the social logins' providers. */
      identityProviderUrl: identityProvider.issuer,
      /** The dev Farcaster client page (a sign-in link's target) and the dev ID registry. */
      farcasterClientUrl: farcasterClient.url,
      farcasterIdRegistry: farcasterRegistry?.idRegistry,
      networks,
      accounts: devAccounts,
      /** The running server's database (undefined while it is stopped). */
      get database() {
        return server?.database
      },
      /** Stops the server and its relay, as a crash or a deploy would; its data stays. */
      async stopServer() {
        const running = server
        server = undefined
        await running?.close()
      },
      /**
       * Starts the server again on the same port and data: clients reconnect to the same URL.
       * `overrides` change its configuration until the next start (a test's short code lifetime,
       * CORS origins); `embedded` is merged into the embedded wallet's settings.
       */
      async startServer({ embedded, ...overrides } = {}) {
        if (server) return
        server = await startServer({
          config: {
            ...serverConfig,
            ...overrides,
            port: serverPort,
            embedded: { ...serverConfig.embedded, ...embedded },
          },
        })
      },
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
