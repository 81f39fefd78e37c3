// The English strings of the notice shown while a wallet has not answered a request, loaded
// with the notice's chunk.

/** The notice over a view while the wallet has not answered a request. */
export const walletRequestStrings = {
  walletRequestTitle: 'Your wallet has not answered',
  walletRequestDetail: 'Open your wallet to continue, or send the request again.',
  walletRequestDetailFunds:
    'Open your wallet to continue. If it no longer shows the request, cancel it and try again.',
  resend: 'Resend',
}
