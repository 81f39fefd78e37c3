import * as v from 'valibot'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { type LinkedLogin, linkedLoginsSchema } from './linkedLoginsSchema.js'
import { loadEmbeddedWallet } from './loadEmbeddedWallet.js'

/** The logins of the signed-in embedded account (Account's "Linked logins"), read by the frame. */
export async function getLinkedLogins(client: LatchkeyClient): Promise<LinkedLogin[]> {
  const { channel } = await loadEmbeddedWallet(client)
  const answer = await channel.request({ type: '@app/GET_LOGINS' }, { timeout: true })
  return v.parse(linkedLoginsSchema, answer).logins
}
