// The few English strings the buttons show before the modal was ever opened: they ship with the
// page, while the rest of the English strings (en.ts) come with the modal's chunk.

/** The buttons' English strings (a part of `en`). */
export const buttonStrings = {
  connectWallet: 'Connect Wallet',
  connecting: 'Connecting…',
  wrongNetwork: 'Wrong network',
}

/** The strings a button shows. */
export type ButtonStrings = typeof buttonStrings
