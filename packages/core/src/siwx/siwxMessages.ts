/** Shown when the wallet declines to sign the sign-in message (spec section 8). */
export const signatureDeclinedMessage = 'Signature declined'

/** Shown when looking up the stored sign-in session fails (spec section 8). */
export const siwxInitializationErrorMessage =
  'A problem occurred while trying initialize authentication'
