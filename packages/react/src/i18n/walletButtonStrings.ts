// WalletButton's English strings: they ship with the button, so a page without one loads none.

/** WalletButton's English strings (a part of `en`). */
export const walletButtonStrings = {
  /** The email login's button (`wallet="email"`). */
  continueWithEmail: 'Continue with email',
}
