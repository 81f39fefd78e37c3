import * as v from 'valibot'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import type { SocialProvider } from '../stores/chainState.js'
import { type LinkedLogin, linkedLoginsSchema } from './linkedLoginsSchema.js'
import { loadEmbeddedWallet } from './loadEmbeddedWallet.js'
import { socialLoginMessages } from './socialLoginMessages.js'
import { waitForSocialPopup } from './waitForSocialPopup.js'

/** What `linkSocialLogin` accepts. */
export type LinkSocialLoginParameters = {
  provider: Exclude<SocialProvider, 'farcaster'>
  /** Aborting closes the popup and ends the link. */
  signal?: AbortSignal | undefined
}

/**
 * Adds a social login to the signed-in embedded account, in a popup opened at once in the click:
 * the frame asks the server for a link attempt, the provider's callback goes back to the frame,
 * and the identity is added to the account (refused when it belongs to another account). Then
 * either login reaches the same address. Resolves with the account's logins.
 */
export async function linkSocialLogin(
  client: LatchkeyClient,
  { provider, signal }: LinkSocialLoginParameters,
): Promise<LinkedLogin[]> {
  // Synchronous, before any await: the browser allows a popup only inside the user's click.
  const popup = window.open('', 'latchkey-social', 'popup,width=480,height=640')
  if (!popup || popup.closed) throw new Error(socialLoginMessages.blocked)
  try {
    const { channel } = await loadEmbeddedWallet(client)
    const { uri } = v.parse(
      v.object({ uri: v.string() }),
      await channel.request(
        { type: '@app/LINK_SOCIAL_URI', payload: { provider } },
        { timeout: true },
      ),
    )
    popup.location.href = uri
    const result = await waitForSocialPopup(popup, signal ?? new AbortController().signal)
    const answer = await channel.request(
      { type: '@app/LINK_SOCIAL', payload: { uri: result } },
      { timeout: true },
    )
    return v.parse(linkedLoginsSchema, answer).logins
  } catch (error) {
    popup.close()
    throw error
  }
}
