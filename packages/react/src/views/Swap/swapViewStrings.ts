// The strings the Swap views read: the Send view's (tokens, balances, fees) and their own, like
// their styles (accountStyles + sendStyles + swapStyles).
import { swapStrings } from '../../i18n/swapStrings.js'
import { sendViewStrings } from '../WalletSend/sendViewStrings.js'

/** The English strings of the Swap views, with the Account and Send views' they share. */
export const swapViewStrings = { ...sendViewStrings, ...swapStrings }
