// Every English string the widget shows: a locale is an object of this shape, loaded by the dapp
// when it needs one and passed to <LatchkeyProvider strings={...}>. Numbers and dates follow the
// page's locale (its `lang`), whatever the language of the strings. The English strings live in
// parts, each loaded with what shows it (the buttons with the page, the shell and Connect with
// the modal, each other view with its chunk); `en` is their union, for a dapp that imports it.
import { accountStrings } from './accountStrings.js'
import { buttonStrings } from './buttonStrings.js'
import { buyStrings } from './buyStrings.js'
import { connectingStrings } from './connectingStrings.js'
import { emailFieldStrings } from './emailFieldStrings.js'
import { emailStrings } from './emailStrings.js'
import { explainerStrings } from './explainerStrings.js'
import { legalStrings } from './legalStrings.js'
import { nameStrings } from './nameStrings.js'
import { networkStrings } from './networkStrings.js'
import { sendStrings } from './sendStrings.js'
import { shellStrings } from './shellStrings.js'
import { siwxStrings } from './siwxStrings.js'
import { socialStrings } from './socialStrings.js'
import { swapStrings } from './swapStrings.js'
import { walletButtonStrings } from './walletButtonStrings.js'
import { walletRequestStrings } from './walletRequestStrings.js'

/** The widget's English strings; the shape every locale follows. */
export const en = {
  ...buttonStrings,
  ...shellStrings,
  ...emailFieldStrings,
  ...legalStrings,
  ...explainerStrings,
  ...walletRequestStrings,
  ...connectingStrings,
  ...accountStrings,
  ...sendStrings,
  ...swapStrings,
  ...buyStrings,
  ...nameStrings,
  ...networkStrings,
  ...emailStrings,
  ...socialStrings,
  ...siwxStrings,
  ...walletButtonStrings,
}

/**
 * A strings object's type with every function returning any string: English's functions return
 * unions of their English literals, which another locale's text must not have to match.
 */
type Widened<T> = T extends (...args: infer Args) => unknown
  ? (...args: Args) => string
  : T extends object
    ? { [Key in keyof T]: Widened<T[Key]> }
    : T

/** The strings of one locale: the English shape, with the same keys and templates. */
export type Strings = Widened<typeof en>
