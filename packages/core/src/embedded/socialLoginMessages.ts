/** What a social login's popup failures say (spec section 2 quotes none for them). */
export const socialLoginMessages = {
  closed: 'The sign-in window was closed. Try again.',
  blocked: 'The sign-in window was blocked: allow pop-ups for this site and try again.',
} as const
