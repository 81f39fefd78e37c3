/** The social providers the dev identity provider stands in for, one OAuth client each. */
export const devIdentityProviders = [
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
] as const

/** A social provider the dev identity provider stands in for. */
export type DevIdentityProvider = (typeof devIdentityProviders)[number]

/** The providers whose real counterpart gives the user's email (X does not). */
export const devProvidersWithEmail: ReadonlySet<DevIdentityProvider> = new Set([
  'google',
  'github',
  'apple',
  'facebook',
  'discord',
])
