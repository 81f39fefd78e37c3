import type { DemoConfig } from './demoConfig.js'

const storageKey = 'latchkey-demo.devWallet'

type DevWalletGlobal = { install(config: unknown): unknown }

/** What the demo uses of `window.latchkeySolanaDevWallet`, the Solana side's controls. */
type InstalledSolanaDevWallet = { controls: { rejectNextRequest(feature?: string): void } }

/** What the demo uses of `window.latchkeyPolkadotDevWallet`, the Polkadot side's controls. */
type InstalledPolkadotDevWallet = { controls: { rejectNextRequest(method?: string): void } }

/** What the demo uses of `window.latchkeyDevWallet`, the installed wallet's controls. */
type InstalledDevWallet = { rejectNextRequest(method?: string): void }

declare global {
  interface Window {
    LatchkeyDevWallet?: DevWalletGlobal
    latchkeyDevWallet?: InstalledDevWallet
    LatchkeySolanaDevWallet?: DevWalletGlobal
    latchkeySolanaDevWallet?: InstalledSolanaDevWallet
    LatchkeyPolkadotDevWallet?: DevWalletGlobal
    latchkeyPolkadotDevWallet?: InstalledPolkadotDevWallet
    LatchkeyBitcoinDevWallet?: DevWalletGlobal
    latchkeyBitcoinDevWallet?: InstalledSolanaDevWallet
  }
}

/** Whether the visitor turned the dev wallet on (kept across reloads). */
export function isDevWalletEnabled(): boolean {
  try {
    return localStorage.getItem(storageKey) === 'on'
  } catch {
    return false
  }
}

/** Remembers the switch; turning it off takes effect on reload, as with a real extension. */
export function setDevWalletEnabled(enabled: boolean): void {
  try {
    localStorage.setItem(storageKey, enabled ? 'on' : 'off')
  } catch {
    // Private mode: the switch then lasts for this page only.
  }
}

let installing: Promise<void> | undefined

function loadScript(url: string, loaded: () => boolean): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (loaded()) return resolve()
    const script = document.createElement('script')
    script.src = url
    script.onload = () => resolve()
    script.onerror = () => reject(new Error(`Could not load the dev wallet from ${url}`))
    document.head.append(script)
  })
}

/**
 * Loads the stack's dev wallet scripts and installs them, like a browser extension would: the EVM
 * side (EIP-6963), with a Solana dev chain and a Bitcoin dev ledger their sides (Wallet Standard)
 * and with a Polkadot dev ledger the Polkadot side (`window.injectedWeb3`), under the same name,
 * so the widget lists one multi-chain wallet.
 */
export function loadDevWallet(config: DemoConfig): Promise<void> {
  const devWallet = config.devWallet
  if (!devWallet) return Promise.reject(new Error('This stack serves no dev wallet.'))
  const solana = config.solana
  const solanaWallet = solana?.devWallet
  const installSolana =
    solana && solanaWallet
      ? loadScript(solanaWallet.scriptUrl, () => !!window.LatchkeySolanaDevWallet).then(() => {
          window.LatchkeySolanaDevWallet?.install({
            secretKey: solanaWallet.secretKey,
            chains: [{ ids: ['solana:localnet', solana.caipNetworkId], rpcUrl: solana.rpcUrl }],
          })
        })
      : Promise.resolve()
  const polkadotWallet = config.polkadot?.devWallet
  const installPolkadot = polkadotWallet
    ? loadScript(polkadotWallet.scriptUrl, () => !!window.LatchkeyPolkadotDevWallet).then(() => {
        window.LatchkeyPolkadotDevWallet?.install({ accountIndex: polkadotWallet.accountIndex })
      })
    : Promise.resolve()
  const bitcoinWallet = config.bitcoin?.devWallet
  const installBitcoin = bitcoinWallet
    ? loadScript(bitcoinWallet.scriptUrl, () => !!window.LatchkeyBitcoinDevWallet).then(() => {
        window.LatchkeyBitcoinDevWallet?.install({
          account: bitcoinWallet.account,
          chains: bitcoinWallet.chains,
        })
      })
    : Promise.resolve()
  installing ??= loadScript(devWallet.scriptUrl, () => !!window.LatchkeyDevWallet).then(() => {
    window.LatchkeyDevWallet?.install({
      privateKey: devWallet.privateKey,
      chains: config.networks.map((network) => ({
        chainId: network.chainId,
        rpcUrl: network.rpcUrl,
        name: network.name,
        nativeCurrency: network.nativeCurrency,
        blockExplorerUrl: network.blockExplorerUrl,
      })),
    })
    return Promise.all([installSolana, installPolkadot, installBitcoin]).then(() => {})
  })
  return installing
}

/**
 * Makes the installed dev wallet reject the next request that would ask the person (connect, sign,
 * send, switch or add a chain) with 4001, as `window.latchkeyDevWallet.rejectNextRequest()` does.
 */
export function rejectNextDevWalletRequest(): void {
  if (!window.latchkeyDevWallet) throw new Error('The dev wallet is not installed on this page.')
  window.latchkeyDevWallet.rejectNextRequest()
  window.latchkeySolanaDevWallet?.controls.rejectNextRequest()
  window.latchkeyPolkadotDevWallet?.controls.rejectNextRequest()
  window.latchkeyBitcoinDevWallet?.controls.rejectNextRequest()
}
