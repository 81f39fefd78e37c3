// Entry of dist/polkadotDevWallet.js, the script a page or a Playwright init script loads to get
// the Polkadot test wallet.
import { installPolkadotDevWallet } from './installPolkadotDevWallet.js'

;(
  window as Window & { LatchkeyPolkadotDevWallet?: { install: typeof installPolkadotDevWallet } }
).LatchkeyPolkadotDevWallet = { install: installPolkadotDevWallet }
