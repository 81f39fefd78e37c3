import * as v from 'valibot'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { loadClientActions } from '../client/loadClientActions.js'
import { connectorIds } from '../connectors/connectorIds.js'
import type { SocialProvider } from '../stores/chainState.js'
import { embeddedNamespace } from './embeddedNamespace.js'
import { embeddedStorageKeys } from './embeddedStorageKeys.js'
import { FrameUnavailableError } from './FrameUnavailableError.js'
import { loadEmbeddedWallet } from './loadEmbeddedWallet.js'
import { type FrameUser, frameUserSchema } from './protocol.js'
import { socialLoginControllers } from './socialLoginControllers.js'
import { socialLoginMessages } from './socialLoginMessages.js'
import { waitForSocialPopup } from './waitForSocialPopup.js'

/** What `connectSocial` accepts. */
export type ConnectSocialParameters = { provider: Exclude<SocialProvider, 'farcaster'> }

/**
 * Logs in with a social provider in a popup: opened at once, in the click (a popup opened after
 * an await is blocked), then sent to the provider's page; the callback's address goes to the
 * frame, which opens the session and the key; then the wallet connects. A new device waits for
 * the emailed approval. `cancelSocialLogin` ends it.
 */
export async function connectSocial(
  client: LatchkeyClient,
  { provider }: ConnectSocialParameters,
): Promise<void> {
  // Synchronous, before any await: the browser allows a popup only inside the user's click.
  const popup = window.open('', 'latchkey-social', 'popup,width=480,height=640')
  socialLoginControllers.get(client)?.abort()
  const controller = new AbortController()
  socialLoginControllers.set(client, controller)
  const { state, channel, storage } = await loadEmbeddedWallet(client)
  const social = (waiting: 'popup' | 'device' | undefined, error?: string) =>
    state.setState({ social: { provider: waiting ? provider : undefined, waiting, error } })
  let user: FrameUser
  try {
    // No window, or one closed at once: the browser blocked it.
    if (!popup || popup.closed) throw new Error(socialLoginMessages.blocked)
    social('popup')
    const { uri } = v.parse(
      v.object({ uri: v.string() }),
      await channel.request(
        { type: '@app/GET_SOCIAL_REDIRECT_URI', payload: { provider } },
        { timeout: true },
      ),
    )
    popup.location.href = uri
    const result = await waitForSocialPopup(popup, controller.signal)
    let answer: unknown
    // A new device: the frame waits 20 s at a time for the emailed approval; ask until it holds.
    do {
      answer = await channel.request(
        { type: '@app/CONNECT_SOCIAL', payload: { uri: result } },
        { timeout: true },
      )
      if ((answer as { action?: string }).action === 'VERIFY_DEVICE') social('device')
      if (controller.signal.aborted) throw controller.signal.reason
    } while ((answer as { action?: string }).action === 'VERIFY_DEVICE')
    if ((answer as { action?: string }).action === 'PASSPHRASE') {
      state.setState({ step: 'passphrase' })
      answer = await channel.request({ type: '@app/CONNECT_PASSPHRASE' })
    }
    user = v.parse(frameUserSchema, answer)
  } catch (error) {
    popup?.close()
    const aborted = controller.signal.aborted
    if (socialLoginControllers.get(client) === controller) socialLoginControllers.delete(client)
    if (aborted) social(undefined)
    else if (error instanceof FrameUnavailableError)
      state.setState({ alert: error.message, social: { ...initialSocial } })
    else social(undefined, (error as Error).message)
    throw error
  }
  socialLoginControllers.delete(client)
  const keys = embeddedStorageKeys
  storage.removeItem(keys.loginTime)
  if (user.email) storage.setItem(keys.email, user.email)
  if (user.username) storage.setItem(keys.socialUsername, user.username)
  storage.setItem(keys.lastChain, embeddedNamespace)
  storage.setItem(keys.lastUsedChainId, Number(user.chainId))
  state.setState({ step: 'idle', userEmail: user.email, social: { ...initialSocial } })
  // `connect` comes in the actions' chunk, out of this view's chunk.
  const { connect } = await loadClientActions()
  await connect(client, { connectorId: connectorIds.auth, namespace: embeddedNamespace })
  client.stores.chains.setAccount(embeddedNamespace, { socialProvider: provider })
}

const initialSocial = { provider: undefined, waiting: undefined, error: undefined }
