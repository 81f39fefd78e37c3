// Entry of dist/solanaDevWallet.js, the script a page or a Playwright init script loads to get the
// Solana test wallet.
import { installSolanaDevWallet } from './installSolanaDevWallet.js'

;(
  window as Window & { LatchkeySolanaDevWallet?: { install: typeof installSolanaDevWallet } }
).LatchkeySolanaDevWallet = { install: installSolanaDevWallet }
