// The few English strings the buttons show before the modal was ever opened: they ship with the
// page, while the other parts of `en` (en.ts) come with the modal and with the views that show them.

/** The buttons' English strings (a part of `en`). */
export const buttonStrings = {
  connectWallet: 'Connect Wallet',
  connecting: 'Connecting…',
  wrongNetwork: 'Wrong network',
}

/** The strings a button shows. */
export type ButtonStrings = typeof buttonStrings
