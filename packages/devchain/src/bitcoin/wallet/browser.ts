// Entry of dist/bitcoinDevWallet.js, the script a page or a Playwright init script loads to get the
// Bitcoin test wallet.
import { installBitcoinDevWallet } from './installBitcoinDevWallet.js'

;(
  window as Window & { LatchkeyBitcoinDevWallet?: { install: typeof installBitcoinDevWallet } }
).LatchkeyBitcoinDevWallet = { install: installBitcoinDevWallet }
