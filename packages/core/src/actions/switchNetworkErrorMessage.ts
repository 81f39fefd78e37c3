/** The toast of a failed switch (spec section 8); its own module, so adapters read it without the action. */
export const switchNetworkErrorMessage = 'Chain is not supported'
