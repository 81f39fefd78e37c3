/** Why a typed label cannot be registered (spec section 5: letters, digits, hyphens, at least 4). */
export type NameLabelProblem = 'tooShort' | 'tooLong' | 'invalidCharacters'

/** Whether the typed name is free: asked after the typing pauses (spec section 9: 300 ms). */
export type NameAvailability =
  | { status: 'idle' | 'checking' }
  | { status: 'available' | 'taken'; name: string }
  | { status: 'failed'; message: string }

/** Where a registration stands: signing (the wallet's prompt), then registered or failed. */
export type NameRegistration =
  | { status: 'idle' }
  | { status: 'signing'; name: string }
  | { status: 'registered'; name: string }
  | { status: 'failed'; name: string; message: string }

/** The names registered to the connected account under our suffix (reverse route). */
export type AccountNames =
  | { status: 'idle' | 'loading'; caipAddress: string | undefined }
  | { status: 'ready'; caipAddress: string; names: readonly string[] }
  | { status: 'failed'; caipAddress: string; message: string }

/** The RegisterAccountName form, the registration and the account's own names. */
export type NamesState = {
  /** What the form is for (CAIP-10 account); another account resets it. */
  caipAddress: string | undefined
  /** The suffix names are registered under ('latchkey.eth'), as the server last said. */
  suffix: string
  /** The label as typed. */
  input: string
  /** What is wrong with the typed label, if anything (shown once something is typed). */
  problem: NameLabelProblem | undefined
  availability: NameAvailability
  /** Free full names like the typed one, the server's order. */
  suggestions: readonly string[]
  registration: NameRegistration
  accountNames: AccountNames
}

// The suffix shown before the server has named its own (the dev stack's, and the server's default).
const defaultNameSuffix = 'latchkey.eth'

/** The form before anything is typed. */
export const initialNamesState: NamesState = {
  caipAddress: undefined,
  suffix: defaultNameSuffix,
  input: '',
  problem: undefined,
  availability: { status: 'idle' },
  suggestions: [],
  registration: { status: 'idle' },
  accountNames: { status: 'idle', caipAddress: undefined },
}
