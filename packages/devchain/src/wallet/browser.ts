// Entry of dist/devWallet.js, the script a page or a Playwright init script loads to get the wallet.
import { installDevWallet } from './installDevWallet.js'

;(
  window as Window & { LatchkeyDevWallet?: { install: typeof installDevWallet } }
).LatchkeyDevWallet = {
  install: installDevWallet,
}
