// The English strings of Connect's email field (with the embedded wallet), loaded with its
// chunk: a page without email login never loads them.

/** The email field on Connect (with the embedded wallet). */
export const emailFieldStrings = {
  emailLabel: 'Email',
  emailPlaceholder: 'Email',
  emailContinue: 'Continue',
  emailSending: 'Sending code…',
}
