/**
 * A funded Polkadot dev account: its SS58 address (prefix 42), its sr25519 public key and its
 * 64-byte sr25519 secret (key and nonce, as @scure/sr25519 takes it), both in hex.
 */
export type PolkadotDevAccount = { address: string; publicKey: string; secretKey: string }

/**
 * The first 4 sr25519 accounts of the dev mnemonic (`devMnemonic//0` to `//3`, hard derivation,
 * as polkadot{.js} and Talisman derive them), funded by the Polkadot dev ledger. Listed as data so
 * browsers need no key derivation; `polkadotDevAccounts.test.ts` derives them again and checks
 * them against @polkadot/keyring. Public: never for real funds.
 */
export const polkadotDevAccounts: readonly PolkadotDevAccount[] = Object.freeze([
  {
    address: '5Gpg3hhPkyPRSwQc5EYprccoJ81fzEdUQqbtsY25RMezaPjb',
    publicKey: 'd279a3af8cc9fafb5953287407e19baf06ddacdbf6151ba11bf8aceb0cfa8121',
    secretKey:
      '98f00c82d371425d6e61fd9d801ac22c3d89b37f4e248000b0a379bc3edf0d7e109ad01c8836dd078e4500c3edee19e51093bfc1563e03d7d8795a9a0130acc3',
  },
  {
    address: '5E47G5ZWvGJ1KQe8jAq9LVrEowZgewww6TX4mtRCbLegRaPH',
    publicKey: '58040151a5dc1ecf0a0edd181c69c4413b6a651f0b7f8e981211de66162e2729',
    secretKey:
      '708aa831ec4dcfe72fe5e3c1c4591d5d539dce33dd0efceec0905a943330eb7306f4c4df519c8faf66ccacca2d8e7879534cc6b17f76ba6f44a88b92d2f1fb32',
  },
  {
    address: '5GYmYmFoEcZtfVVuu6RhWMLgT5x3Wxx8zMVjY4HZHStWkWr8',
    publicKey: 'c6583b2bf02696b3f2e4fd1d8ba40072c0df4d985267501739d57fe814ad2b04',
    secretKey:
      '68b0a41c83a8ced302869a0d88edee0e44ade32e8a631a02e092f6592f9f3d4b125c19d09a3980b68360aeefe9fd96d1621ebe5674fbd0d6a6b4a975a81ff32a',
  },
  {
    address: '5G6zag6CSkchSXMTViJghSSrFJzD6HGcSGcDn98CWy7dxZFR',
    publicKey: 'b2afb9332b57c6c54d4a3730e9d55782854b09e9aee0d2d05151941576a7b742',
    secretKey:
      '80f1a1fb82f7229527edf5607ba9eec105ae39f8f31329b274dfb3c58cf83e66b7f3f95baa209f329111558279c335c6225b864b48e582d60b2600ffd923b0cd',
  },
])
