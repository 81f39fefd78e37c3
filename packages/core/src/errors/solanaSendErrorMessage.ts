/** A failed (or declined) Solana send (spec section 8). */
export const solanaSendErrorMessage = 'Failed to send transaction. Please try again.'
