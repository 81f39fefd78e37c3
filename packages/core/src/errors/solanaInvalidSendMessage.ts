/** A Solana send with a missing or invalid amount or receiver (spec section 5). */
export const solanaInvalidSendMessage = 'Please enter a valid amount and receiver address'
