import * as v from 'valibot'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import type { SocialProvider } from '../stores/chainState.js'
import type { EmbeddedState } from './EmbeddedState.js'
import { FrameUnavailableError } from './FrameUnavailableError.js'
import { finishSocialLogin } from './finishSocialLogin.js'
import { loadEmbeddedWallet } from './loadEmbeddedWallet.js'
import { prefersSocialRedirect } from './prefersSocialRedirect.js'
import { socialLoginControllers } from './socialLoginControllers.js'
import { socialResultParameter } from './socialResultParameter.js'
import { waitForSocialPopup } from './waitForSocialPopup.js'

/** What `connectSocial` accepts. */
export type ConnectSocialParameters = { provider: Exclude<SocialProvider, 'farcaster'> }

const uriSchema = v.object({ uri: v.string() })

/**
 * Logs in with a social provider in a popup: opened at once, in the click (a popup opened after
 * an await is blocked), then sent to the provider's page; the callback's address goes to the
 * frame, which opens the session and the key; then the wallet connects. A new device waits for
 * the emailed approval. `cancelSocialLogin` ends it. Where no popup can open (blocked, a Telegram
 * Mini App, a phone), the whole page goes to the provider and comes back with `result_uri`.
 */
export async function connectSocial(
  client: LatchkeyClient,
  { provider }: ConnectSocialParameters,
): Promise<void> {
  // Synchronous, before any await: the browser allows a popup only inside the user's click.
  const popup = prefersSocialRedirect()
    ? null
    : window.open('', 'latchkey-social', 'popup,width=480,height=640')
  socialLoginControllers.get(client)?.abort()
  const controller = new AbortController()
  socialLoginControllers.set(client, controller)
  const { state, channel } = await loadEmbeddedWallet(client)
  const social = (waiting: EmbeddedState['social']['waiting'], error?: string) =>
    state.setState({ social: { provider: waiting ? provider : undefined, waiting, error } })
  try {
    social('popup')
    // No window, or one closed at once (blocked): the page itself goes to the provider.
    if (!popup || popup.closed) {
      const back = new URL(location.href)
      back.searchParams.delete(socialResultParameter)
      const { uri } = v.parse(
        uriSchema,
        await channel.request(
          { type: '@app/GET_SOCIAL_REDIRECT_URI', payload: { provider, returnUrl: back.href } },
          { timeout: true },
        ),
      )
      if (!controller.signal.aborted) location.assign(uri)
      return
    }
    const { uri } = v.parse(
      uriSchema,
      await channel.request(
        { type: '@app/GET_SOCIAL_REDIRECT_URI', payload: { provider } },
        { timeout: true },
      ),
    )
    popup.location.href = uri
    const result = await waitForSocialPopup(popup, controller.signal)
    await finishSocialLogin(client, {
      uri: result,
      signal: controller.signal,
      onDeviceWait: (approver) => social(approver === 'device' ? 'signedInDevice' : 'device'),
    })
  } catch (error) {
    popup?.close()
    const aborted = controller.signal.aborted
    if (aborted) social(undefined)
    else if (error instanceof FrameUnavailableError)
      state.setState({ alert: error.message, social: { ...initialSocial } })
    else social(undefined, (error as Error).message)
    throw error
  } finally {
    if (socialLoginControllers.get(client) === controller) socialLoginControllers.delete(client)
  }
}

const initialSocial = { provider: undefined, waiting: undefined, error: undefined }
