import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { connectFrameUser } from './connectFrameUser.js'
import { loadEmbeddedWallet } from './loadEmbeddedWallet.js'
import type { FrameUser } from './protocol.js'

/** What a social login's end needs: the callback's address, and what it reports on the way. */
export type FinishSocialLoginParameters = {
  /** The provider's callback address (code and state), from the popup or `result_uri`. */
  uri: string
  /** Aborted by Cancel: the wait for a new device's approval ends. */
  signal?: AbortSignal | undefined
  /** Called when the account's new device waits: for its emailed approval, or a signed-in device's. */
  onDeviceWait?: ((approver: 'email' | 'device') => void) | undefined
}

/**
 * The end shared by the popup and the redirect: the callback's address goes to the frame, which
 * opens the session and the key (asking again while a new device waits for its approval, and for
 * the passphrase where the project recovers with one); the login cache is written and the
 * wallet connects. Resolves with the frame's user.
 */
export async function finishSocialLogin(
  client: LatchkeyClient,
  { uri, signal, onDeviceWait }: FinishSocialLoginParameters,
): Promise<FrameUser> {
  const { channel } = await loadEmbeddedWallet(client)
  let answer: unknown
  // A new device: the frame waits 20 s at a time for the emailed approval; ask until it holds.
  do {
    answer = await channel.request(
      { type: '@app/CONNECT_SOCIAL', payload: { uri } },
      { timeout: true },
    )
    const waiting = answer as { action?: string; approver?: string }
    if (waiting.action === 'VERIFY_DEVICE')
      onDeviceWait?.(waiting.approver === 'device' ? 'device' : 'email')
    if (signal?.aborted) throw signal.reason
  } while ((answer as { action?: string }).action === 'VERIFY_DEVICE')
  return connectFrameUser(client, answer, {
    social: { provider: undefined, waiting: undefined, error: undefined },
  })
}
