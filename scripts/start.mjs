// `npm start`: install what is missing, build, start the local stack, print its URLs.
import { build, ensureInstalled } from './setup.mjs'

await ensureInstalled()
// The browser tests start this script right after `npm test` built everything.
if (process.env.LATCHKEY_SKIP_BUILD !== '1') await build()
const { startStack } = await import('./stack.mjs')

let stack
try {
  // Pages on localhost (WebAuthn takes no IP address as a passkey's relying party); every
  // server still listens on 127.0.0.1 only.
  stack = await startStack({ publicHost: 'localhost', log: (line) => console.log(`• ${line}`) })
} catch (error) {
  const inUse = /EADDRINUSE|address already in use/i.test(String(error?.stack ?? error))
  console.error(`\nThe stack did not start: ${error?.message ?? error}`)
  if (inUse) console.error('A port is taken: is another `npm start` running? Stop it with Ctrl-C.')
  process.exit(1)
}

// The Next.js example beside the demo (apps/next: server rendering, the connection in a cookie).
const { startNextApp } = await import('./nextApp.mjs')
let nextApp
try {
  nextApp = await startNextApp({
    port: Number(process.env.LATCHKEY_NEXT_PORT ?? 3000),
    publicHost: 'localhost',
    stack,
  })
} catch (error) {
  console.error(`\nThe Next.js example did not start: ${error?.message ?? error}`)
}

const rows = [
  ['Demo dapp', stack.demoUrl],
  ['Demo on wagmi 2 / 3', `${stack.demoUrl}/wagmi.html  ·  ${stack.demoUrl}/wagmi3/wagmi.html`],
  ...(nextApp ? [['Next.js example', nextApp.url]] : []),
  ['Server', `${stack.serverUrl}  (health: ${stack.serverUrl}/health)`],
  ['WalletConnect relay', stack.relayUrl],
  ['WalletConnect wallet', stack.walletConnectWalletUrl],
  ['Embedded wallet frame', stack.embeddedWalletUrl],
  ['Dev inbox (email codes)', `${stack.serverUrl}/dev/inbox`],
  ['Dev identity provider (social login)', stack.identityProviderUrl],
  ['Dev Farcaster client (Sign In With Farcaster)', stack.farcasterClientUrl],
  ...stack.networks.map((network) => [`${network.name} (${network.chainId})`, network.rpcUrl]),
  [`${stack.solana.name} (solana)`, stack.solana.rpcUrl],
  [`${stack.polkadot.name} (polkadot)`, stack.polkadot.rpcUrl],
  [`${stack.bitcoin.name} (bip122, Esplora)`, stack.bitcoin.rpcUrl],
  ...ensRows(stack.networks),
  // Where the dev chains' resolver of latchkey.eth asks for the names the server gives.
  ...(stack.nameGatewayUrl
    ? [['ENS name gateway', `${stack.nameGatewayUrl}  (*.latchkey.eth)`]]
    : []),
  // Smart accounts' user operations, at the canonical EntryPoint v0.7 of every dev chain.
  ...(stack.bundler
    ? [['ERC-4337 bundler', `${stack.bundler.url}  (${stack.bundler.chains.join('  ·  ')})`]]
    : []),
  // Sponsored gas for those operations: the dev chains' VerifyingPaymaster signs through it.
  ...(stack.paymaster
    ? [['ERC-7677 paymaster', `${stack.paymaster.url}  (${stack.paymaster.chains.join('  ·  ')})`]]
    : []),
]
/** The ENS UniversalResolver's address (the same on every dev chain: same deployer, same nonces). */
function ensRows(networks) {
  const addresses = [
    ...new Set(networks.flatMap((network) => (network.ens ? [network.ens.universalResolver] : []))),
  ]
  if (addresses.length === 0) return []
  const where = addresses.length === 1 ? '  (every dev chain)' : ''
  return [['ENS UniversalResolver', `${addresses.join('  ·  ')}${where}`]]
}
// One column for the URLs, two spaces past the longest label: network names vary in length.
const width = Math.max(...rows.map(([label]) => label.length)) + 2
console.log('\nLatchkey local stack is running:\n')
for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}${value}`)
const [account] = stack.accounts
console.log(`\n  Dev account ${account.address} (funded on every dev chain)`)
console.log(
  `  Solana dev account ${stack.solana.accounts[0].address} (SOL and ${stack.solana.token.symbol})`,
)
console.log(`  Polkadot dev account ${stack.polkadot.accounts[0].address} (DEV, dev mnemonic //0)`)
console.log(`  Bitcoin dev account ${stack.bitcoin.accounts[0].address} (BTC)`)
console.log('  Turn on "Dev wallet" in the demo to use it without a browser extension.')
console.log('\nPress Ctrl-C to stop.')

let stopping = false
async function shutdown() {
  if (stopping) return
  stopping = true
  console.log('\nStopping…')
  await nextApp?.stop()
  await stack.stop()
  console.log('Stopped.')
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
