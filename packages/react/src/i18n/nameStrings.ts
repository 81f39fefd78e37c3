// The English strings of the name registration views (RegisterAccountName and
// RegisterAccountNameSuccess), loaded with them.

/** The English strings of the name registration views (a part of `en`). */
export const nameStrings = {
  nameLabel: 'Name',
  namePlaceholder: 'yourname',
  /** What a name may hold (spec section 5), shown under the field until something is typed. */
  nameRule: 'Letters, digits and hyphens, at least 4 characters',
  nameProblems: {
    tooShort: 'Use at least 4 characters',
    tooLong: 'Use at most 63 characters',
    invalidCharacters: 'Use only letters, digits and hyphens',
  },
  nameChecking: 'Checking availability…',
  nameAvailable: (name: string) => `${name} is available`,
  nameTaken: (name: string) => `${name} is taken`,
  nameSuggestionsError: 'Error fetching name suggestions',
  nameSuggestions: 'Available names',
  registerName: 'Register name',
  nameSigning: 'Sign the message in your wallet',
  nameRegistered: 'Your name is registered',
  nameRegisteredNote: 'Your account shows it from now on.',
  nameDone: 'Done',
  nameDeclined: 'Signature declined',
  namesUnsupported: 'Names are not available on this network',
}
