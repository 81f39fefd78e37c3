import { bitcoinAdapter, bitcoinIcon } from '@latchkey/bitcoin'
import { createLatchkey, createServerSIWX, defineNetwork, getProvider } from '@latchkey/core'
import { setPreferredAccountType } from '@latchkey/core/modal'
import { evmAdapter } from '@latchkey/evm'
import { polkadotAdapter, polkadotImageUrl } from '@latchkey/polkadot'
import { solanaAdapter } from '@latchkey/solana'
import { getDemoConfig } from './demoConfig.js'
import { getRegistryOptions } from './registryOptions.js'

const config = getDemoConfig()

const [first, ...rest] = config.networks.map((network) =>
  defineNetwork({
    id: network.chainId,
    chainNamespace: 'eip155',
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [network.rpcUrl] } },
    ...(network.blockExplorerUrl
      ? { blockExplorers: { default: { name: 'Explorer', url: network.blockExplorerUrl } } }
      : {}),
  }),
)
if (!first) throw new Error('The demo needs at least one network.')
// The stack's Solana dev chain: its CAIP-2 reference is the genesis hash prefix.
const solana = config.solana
  ? [
      defineNetwork({
        id: config.solana.caipNetworkId.slice('solana:'.length),
        chainNamespace: 'solana',
        name: config.solana.name,
        nativeCurrency: config.solana.nativeCurrency,
        rpcUrls: { default: { http: [config.solana.rpcUrl] } },
        testnet: true,
      }),
    ]
  : []
// The stack's Polkadot dev ledger: its CAIP-2 reference is the genesis hash prefix; its SS58
// prefix rides along for the adapter (see PolkadotNetwork).
const polkadot = config.polkadot
  ? [
      {
        ...defineNetwork({
          id: config.polkadot.caipNetworkId.slice('polkadot:'.length),
          chainNamespace: 'polkadot',
          name: config.polkadot.name,
          nativeCurrency: config.polkadot.nativeCurrency,
          rpcUrls: { default: { http: [config.polkadot.rpcUrl] } },
          imageUrl: polkadotImageUrl,
          testnet: true,
        }),
        ss58Prefix: config.polkadot.ss58Prefix,
      },
    ]
  : []
// The stack's Bitcoin dev ledger: its CAIP-2 reference is the genesis hash prefix, its "RPC" the
// Esplora API the adapter reads balances from.
const bitcoin = config.bitcoin
  ? [
      defineNetwork({
        id: config.bitcoin.caipNetworkId.slice('bip122:'.length),
        chainNamespace: 'bip122',
        name: config.bitcoin.name,
        nativeCurrency: config.bitcoin.nativeCurrency,
        rpcUrls: { default: { http: [config.bitcoin.rpcUrl] } },
        imageUrl: bitcoinIcon,
        testnet: true,
      }),
    ]
  : []
/** The demo's networks: the stack's dev chains (or your own RPC URLs, see the README). */
const networks = [first, ...rest, ...solana, ...polkadot, ...bitcoin] as const

/** Which sign-in with the wallet the page asked for: `?siwx=optional` or `?siwx=required`; off by default. */
export const siwxMode = (() => {
  const mode = new URLSearchParams(window.location.search).get('siwx')
  return mode === 'optional' || mode === 'required' ? mode : 'off'
})()

/**
 * `?requestTimeout=ms`: how long a WalletConnect request may go unanswered before the widget
 * offers Resend and Cancel (the widget's default, 30 s, without it).
 */
const walletRequestTimeout = (() => {
  const value = Number(new URLSearchParams(window.location.search).get('requestTimeout'))
  return Number.isInteger(value) && value > 0 ? value : undefined
})()

/**
 * Email login (the embedded wallet, through the stack's wallet frame): on, as the spec's default
 * features have it, unless the page asks `?email=off`.
 */
export const emailLogin = new URLSearchParams(window.location.search).get('email') !== 'off'

/**
 * Social login beside the email field (through the stack's dev identity provider): shown when the
 * page asks `?socials=on`. The browser tests of the other views keep the Connect view they assert.
 */
const socialLogin = new URLSearchParams(window.location.search).get('socials') === 'on'

const registryOptions = getRegistryOptions(config)

/** Smart sessions (ERC-7715 grants to a dapp's session key): off by default, `?sessions=on`. */
const smartSessions = new URLSearchParams(window.location.search).get('sessions') === 'on'

/** The demo's one Latchkey client, the way a dapp makes it. */
export const latchkey = createLatchkey({
  networks,
  // The stack's own server is the WalletConnect relay.
  relayUrl: config.relayUrl,
  walletRequestTimeout,
  adapters: [
    evmAdapter(),
    ...(config.solana ? [solanaAdapter()] : []),
    ...(config.polkadot ? [polkadotAdapter()] : []),
    ...(config.bitcoin ? [bitcoinAdapter()] : []),
  ],
  // The stack's own server: token balances, names and history for its chains.
  apiUrl: config.serverUrl,
  ...(emailLogin && config.embeddedWalletUrl
    ? { embeddedWalletUrl: config.embeddedWalletUrl }
    : {}),
  // The stack's own server is the wallet registry too (and the address may set the wallet list's
  // options: see getRegistryOptions).
  ...registryOptions,
  // The registry options' features, with social login as the page asked.
  features: {
    ...registryOptions.features,
    ...(socialLogin ? {} : { socials: false }),
    ...(smartSessions ? { smartSessions: true } : {}),
  },
  metadata: {
    name: 'Latchkey demo',
    description: 'The Latchkey example dapp',
    url: window.location.origin,
    icons: [],
  },
  // The default sign-in, backed by the stack's own server.
  ...(siwxMode === 'off'
    ? {}
    : {
        siwx: createServerSIWX({
          serverUrl: config.serverUrl,
          required: siwxMode === 'required',
          statement: 'Sign in to the Latchkey demo.',
        }),
      }),
})

// `?account=eoa`: the dapp prefers the embedded wallet's EOA to its smart account (the spec's
// eip155 default), as the browser tests that check plain ECDSA signatures and sends do.
if (new URLSearchParams(window.location.search).get('account') === 'eoa')
  void setPreferredAccountType(latchkey, { type: 'eoa' })

// With email login on, browser tests ask the connected wallet for any method through the widget's
// provider, as a dapp's own code would (a method the embedded wallet refuses, a chain switch).
if (emailLogin)
  Object.assign(window, {
    latchkeyRequest: (args: { method: string; params?: unknown }) =>
      (getProvider(latchkey, 'eip155') as { request(args: unknown): Promise<unknown> }).request(
        args,
      ),
  })
