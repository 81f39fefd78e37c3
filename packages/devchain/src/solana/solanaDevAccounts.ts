/** A funded Solana dev account: its address (base58) and the 32-byte ed25519 secret (hex). */
export type SolanaDevAccount = { address: string; secretKey: string }

/**
 * The first 4 Solana accounts of the dev mnemonic (`devMnemonic`, m/44'/501'/i'/0', as Phantom
 * and Solflare derive them), funded by the Solana dev chain. Listed as data so browsers need no
 * key derivation; `solanaDevAccounts.test.ts` derives them again. Public: never for real funds.
 */
export const solanaDevAccounts: readonly SolanaDevAccount[] = Object.freeze([
  {
    address: 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
    secretKey: 'a01c67efb5cb8f62f15907a9fcf124c73d2695c8a9a31f21c05742a31ca1dc72',
  },
  {
    address: 'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD',
    secretKey: '3f25626cf245c8dd65a2b91a70e6f4c285182489fda230e2553c3752aa962b61',
  },
  {
    address: 'CqMbRgMuEhQi9BUS8xP44Wk5nENm48FqJnfjEi4eNb1k',
    secretKey: '8eabe4c79ac3a146c1bc447a64233ea70694669b997b0565039471b2939e8c5e',
  },
  {
    address: '9Tj3srBSxH7RFRCm8uharreY7ZBS49XSfpwCeYa7Xaqp',
    secretKey: 'f55bf85006beb673056861062dd8f8d8ff0bb63dd61d45f86fe438bf6e442abb',
  },
])
