// The strings the name registration views read: their own, and the two they share with Send and
// sign-in (a locale translates each once).
import { nameStrings } from '../../i18n/nameStrings.js'
import { sendStrings } from '../../i18n/sendStrings.js'
import { siwxStrings } from '../../i18n/siwxStrings.js'

/** The English strings of RegisterAccountName and RegisterAccountNameSuccess. */
export const nameViewStrings = {
  ...nameStrings,
  signatureDeclined: siwxStrings.signatureDeclined,
  unsupportedChain: sendStrings.unsupportedChain,
}
