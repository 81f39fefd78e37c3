// The strings the Send and Receive views read: the Account view's (tokens, values, the address
// copy) and their own, like their styles (accountStyles + sendStyles).
import { accountStrings } from '../../i18n/accountStrings.js'
import { sendStrings } from '../../i18n/sendStrings.js'

/** The English strings of the Send and Receive views, with the Account view's they share. */
export const sendViewStrings = { ...accountStrings, ...sendStrings }
