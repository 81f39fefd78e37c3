import * as v from 'valibot'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { connectFrameUser } from './connectFrameUser.js'
import { FrameUnavailableError } from './FrameUnavailableError.js'
import { loadEmbeddedWallet } from './loadEmbeddedWallet.js'
import { socialLoginControllers } from './socialLoginControllers.js'

const channelSchema = v.object({
  action: v.literal('CHANNEL'),
  channelToken: v.pipe(v.string(), v.maxLength(64)),
  url: v.pipe(v.string(), v.url(), v.maxLength(2_000)),
})

/** Rejects once `signal` aborts (Cancel), so the view need not wait for the frame's answer. */
const untilAborted = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason)
    signal.addEventListener('abort', () => reject(signal.reason), { once: true })
  })

/**
 * Sign In With Farcaster: the frame opens a channel on the server (its link is the
 * ConnectingFarcaster view's QR code and "Open" link), then waits for the Farcaster app's
 * approval, 20 s per ask, asked again until it comes (an account's new device then waits the same
 * way for its approval: from a signed-in device, or the emailed link where the account has an
 * email); the frame opens the session and the key,
 * then the wallet connects and the Farcaster username goes in the login cache.
 * `cancelSocialLogin` ends it.
 */
export async function connectFarcaster(client: LatchkeyClient): Promise<void> {
  socialLoginControllers.get(client)?.abort()
  const controller = new AbortController()
  socialLoginControllers.set(client, controller)
  const { signal } = controller
  const { state, channel } = await loadEmbeddedWallet(client)
  // Superseded while the frame loaded (a second start, or the view left): no channel for it.
  if (signal.aborted) throw signal.reason
  const farcaster = (patch: Partial<ReturnType<typeof state.getState>['farcaster']>) =>
    state.setState({ farcaster: { ...state.getState().farcaster, ...patch } })
  const ask = (channelToken?: string) =>
    Promise.race([
      channel.request(
        { type: '@app/CONNECT_FARCASTER', payload: channelToken ? { channelToken } : {} },
        { timeout: true },
      ),
      untilAborted(signal),
    ])
  farcaster({ url: undefined, waiting: true, error: undefined, approver: undefined })
  try {
    const opened = v.parse(channelSchema, await ask())
    farcaster({ url: opened.url })
    let answer: { action?: string; approver?: string }
    do {
      answer = (await ask(opened.channelToken)) as typeof answer
      // An account's new device: it waits for its approval (the view says from where).
      if (answer.action === 'VERIFY_DEVICE')
        farcaster({ approver: answer.approver === 'email' ? 'email' : 'device' })
    } while (answer.action === 'PENDING' || answer.action === 'VERIFY_DEVICE')
    await connectFrameUser(client, answer, {
      farcaster: { url: undefined, waiting: false, error: undefined, approver: undefined },
    })
    if (socialLoginControllers.get(client) === controller) socialLoginControllers.delete(client)
  } catch (error) {
    const current = socialLoginControllers.get(client) === controller
    if (current) socialLoginControllers.delete(client)
    // Cancelled: back to no login; superseded by a new one: its state is the new one's.
    if (signal.aborted) {
      if (current || !socialLoginControllers.has(client))
        farcaster({ url: undefined, waiting: false, error: undefined, approver: undefined })
    } else if (error instanceof FrameUnavailableError) {
      state.setState({ alert: error.message })
      farcaster({ waiting: false, error: error.message })
    } else farcaster({ waiting: false, error: (error as Error).message })
    throw error
  }
}
