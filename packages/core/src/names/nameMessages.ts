// The name service's failures as the widget shows them (spec section 8's name fallbacks, word for word).

/** Shown when the suggestions (and so the availability) of a typed name could not be fetched. */
export const nameSuggestionsErrorMessage = 'Error fetching name suggestions'

/** Shown when the names registered to the account could not be fetched. */
export const accountNamesErrorMessage = 'Error fetching names for address'

/**
 * Shown when the wallet declined to sign the registration (spec section 8's 'Signature declined';
 * sign-in's constant is not imported: that would split a shared chunk into the first load's map).
 */
export const nameSignatureDeclinedMessage = 'Signature declined'
