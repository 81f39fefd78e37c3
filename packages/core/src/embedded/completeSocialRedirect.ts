import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { logDebug } from '../client/logDebug.js'
import { FrameUnavailableError } from './FrameUnavailableError.js'
import { finishSocialLogin } from './finishSocialLogin.js'
import { loadEmbeddedWallet } from './loadEmbeddedWallet.js'
import { socialLoginControllers } from './socialLoginControllers.js'
import { socialResultParameter } from './socialResultParameter.js'

/** Whether `uri` reads as an absolute URL of a sane length. */
const isUrl = (uri: string) => {
  try {
    return uri.length <= 4_000 && Boolean(new URL(uri))
  } catch {
    return false
  }
}

/** Shows the modal on Connect (the social status or error shows under the social buttons). */
const showConnect = (client: LatchkeyClient) => {
  const { stores } = client
  if (stores.modal.getState().open) return
  stores.router.reset('Connect')
  stores.modal.setOpen(true)
}

/**
 * The return of a redirect social login (a Telegram Mini App, a phone, a blocked popup): reads
 * `result_uri` from the page's address and removes it at once (the rest of the address kept), then
 * completes the login through the frame. A refused result (forged, used, expired) opens the modal
 * on Connect with the server's reason under the social buttons; a new device's wait for its
 * emailed approval shows there too.
 */
export async function completeSocialRedirect(client: LatchkeyClient): Promise<void> {
  const url = new URL(location.href)
  const uri = url.searchParams.get(socialResultParameter)
  if (uri === null) return
  url.searchParams.delete(socialResultParameter)
  history.replaceState(history.state, '', url.href)
  const { state } = await loadEmbeddedWallet(client)
  const controller = new AbortController()
  socialLoginControllers.get(client)?.abort()
  socialLoginControllers.set(client, controller)
  try {
    if (!isUrl(uri))
      throw new Error('The sign-in result in the address is not valid: start the login again.')
    await finishSocialLogin(client, {
      uri,
      signal: controller.signal,
      onDeviceWait: (approver) => {
        const waiting = approver === 'device' ? 'signedInDevice' : 'device'
        state.setState({ social: { provider: 'redirect', waiting, error: undefined } })
        showConnect(client)
      },
    })
  } catch (error) {
    logDebug(client, 'The social login did not complete', error)
    const message = (error as Error).message
    const aborted = controller.signal.aborted
    state.setState({
      ...(error instanceof FrameUnavailableError ? { alert: message } : {}),
      social: { provider: undefined, waiting: undefined, error: aborted ? undefined : message },
    })
    if (!aborted) showConnect(client)
  } finally {
    if (socialLoginControllers.get(client) === controller) socialLoginControllers.delete(client)
  }
}
