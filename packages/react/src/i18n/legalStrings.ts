// The English strings of Connect's legal checkbox (with terms or a privacy policy), loaded with
// its chunk: a page without either never loads them.

/** The legal checkbox on Connect (with terms or a privacy policy). */
export const legalStrings = {
  legalAgree: 'I agree to the',
  legalAnd: 'and the',
  termsOfService: 'Terms of Service',
  privacyPolicy: 'Privacy Policy',
  legalRequired: 'The wallets are greyed out until you agree to the terms above.',
}
