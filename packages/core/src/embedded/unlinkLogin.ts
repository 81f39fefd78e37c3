import * as v from 'valibot'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { type LinkedLogin, linkedLoginsSchema } from './linkedLoginsSchema.js'
import { loadEmbeddedWallet } from './loadEmbeddedWallet.js'

/** What `unlinkLogin` accepts. */
export type UnlinkLoginParameters = { provider: LinkedLogin['provider'] }

/**
 * Removes a social login from the signed-in embedded account; the server refuses the account's
 * last login (and the email, which approves new devices). Resolves with the logins left.
 */
export async function unlinkLogin(
  client: LatchkeyClient,
  { provider }: UnlinkLoginParameters,
): Promise<LinkedLogin[]> {
  const { channel } = await loadEmbeddedWallet(client)
  const known = v.parse(
    v.picklist(['email', 'google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster']),
    provider,
  )
  const answer = await channel.request(
    { type: '@app/UNLINK_LOGIN', payload: { provider: known } },
    { timeout: true },
  )
  return v.parse(linkedLoginsSchema, answer).logins
}
