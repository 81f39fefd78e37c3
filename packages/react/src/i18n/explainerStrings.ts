// The English strings of "What is a wallet?", loaded with the explainer's chunk.

/** "What is a wallet?", opened from Connect's wallet guide. */
export const explainerStrings = {
  walletExplainerHome: 'A home for your digital assets',
  walletExplainerHomeDetail:
    'A wallet holds the keys to your crypto and NFTs: with it you send, receive and see them.',
  walletExplainerLogin: 'A new way to sign in',
  walletExplainerLoginDetail:
    'Instead of an account and a password on every site, you connect your wallet and approve in it.',
  getAWallet: 'Get a wallet',
  learnMore: 'Learn more',
  backToWallets: 'Back to wallets',
  walletGuideUrl: 'https://ethereum.org/en/wallets/find-wallet/',
}
