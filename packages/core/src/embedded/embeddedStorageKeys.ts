// The login cache of spec section 4: login time while a login runs, then the email and the
// email-used flag; cleared on sign out or a failed check, except the last used chain id.

/** The embedded wallet's keys in the client's storage. */
export const embeddedStorageKeys = {
  loginTime: 'embedded.loginTime',
  email: 'embedded.email',
  emailUsed: 'embedded.emailUsed',
  lastChain: 'embedded.lastChain',
  lastUsedChainId: 'embedded.lastUsedChainId',
  socialUsername: 'embedded.socialUsername',
} as const
