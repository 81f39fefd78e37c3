import * as v from 'valibot'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { loadEmbeddedWallet } from './loadEmbeddedWallet.js'

const answerSchema = v.object({
  socials: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(20))), v.maxLength(20))),
})

/**
 * The social logins the server offers for the dapp's project (its own OAuth apps where it has
 * them, else the server's), asked of the frame: the Connect view shows only these of
 * `features.socials`. Undefined when the server lists none (then the dapp's list stands).
 */
export async function getOfferedSocials(client: LatchkeyClient): Promise<string[] | undefined> {
  const { channel } = await loadEmbeddedWallet(client)
  const answer = await channel.request({ type: '@app/GET_SOCIAL_PROVIDERS' }, { timeout: true })
  return v.parse(answerSchema, answer).socials
}
