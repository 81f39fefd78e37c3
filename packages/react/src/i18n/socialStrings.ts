// The English strings of the social login buttons (Connect, beside the email field), loaded
// with them.

/** The English strings of the social login (a part of `en`). */
export const socialStrings = {
  socialLabel: 'Log in with',
  socialContinueWith: (provider: string) => `Continue with ${provider}`,
  socialMore: 'More',
  socialWaiting: (provider: string) => `Continue in the ${provider} window`,
  socialDevice: 'Approve this device from the link we sent to your email.',
  socialSignedInDevice: 'Approve this device in Account on a device where you are signed in.',
  socialPopupClosed: 'The sign-in window was closed. Try again.',
  socialPopupBlocked: 'The sign-in window was blocked: allow pop-ups for this site and try again.',
  signInWithPasskey: 'Sign in with a passkey',
}
