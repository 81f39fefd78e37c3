// The English strings of the sign-in (SIWX) view, loaded with it.

/** The English strings of the sign-in view (a part of `en`). */
export const siwxStrings = {
  siwxRequest: (app: string) => `${app} needs to connect to your wallet`,
  siwxDetail: 'Sign this message to prove you own this wallet and proceed.',
  siwxDetailRequired:
    'Sign this message to prove you own this wallet and proceed. Canceling will disconnect you.',
  sign: 'Sign',
  authenticating: 'Authenticating...',
  signatureDeclined: 'Signature declined',
  thisApp: 'This app',
  yourWallet: 'Your wallet',
}
