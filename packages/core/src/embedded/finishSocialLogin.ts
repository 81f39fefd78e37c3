import * as v from 'valibot'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { loadClientActions } from '../client/loadClientActions.js'
import { connectorIds } from '../connectors/connectorIds.js'
import { embeddedNamespace } from './embeddedNamespace.js'
import { embeddedStorageKeys } from './embeddedStorageKeys.js'
import { loadEmbeddedWallet } from './loadEmbeddedWallet.js'
import { type FrameUser, frameUserSchema } from './protocol.js'

/** What a social login's end needs: the callback's address, and what it reports on the way. */
export type FinishSocialLoginParameters = {
  /** The provider's callback address (code and state), from the popup or `result_uri`. */
  uri: string
  /** Aborted by Cancel: the wait for a new device's approval ends. */
  signal?: AbortSignal | undefined
  /** Called when the account's new device waits for its emailed approval. */
  onDeviceWait?: (() => void) | undefined
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
  const { state, channel, storage } = await loadEmbeddedWallet(client)
  let answer: unknown
  // A new device: the frame waits 20 s at a time for the emailed approval; ask until it holds.
  do {
    answer = await channel.request(
      { type: '@app/CONNECT_SOCIAL', payload: { uri } },
      { timeout: true },
    )
    if ((answer as { action?: string }).action === 'VERIFY_DEVICE') onDeviceWait?.()
    if (signal?.aborted) throw signal.reason
  } while ((answer as { action?: string }).action === 'VERIFY_DEVICE')
  if ((answer as { action?: string }).action === 'PASSPHRASE') {
    state.setState({ step: 'passphrase' })
    answer = await channel.request({ type: '@app/CONNECT_PASSPHRASE' })
  }
  const user = v.parse(frameUserSchema, answer)
  const keys = embeddedStorageKeys
  storage.removeItem(keys.loginTime)
  if (user.email) storage.setItem(keys.email, user.email)
  if (user.username) storage.setItem(keys.socialUsername, user.username)
  storage.setItem(keys.lastChain, embeddedNamespace)
  storage.setItem(keys.lastUsedChainId, Number(user.chainId))
  state.setState({
    step: 'idle',
    userEmail: user.email,
    social: { provider: undefined, waiting: undefined, error: undefined },
  })
  // `connect` comes in the actions' chunk, out of this view's chunk.
  const { connect } = await loadClientActions()
  await connect(client, { connectorId: connectorIds.auth, namespace: embeddedNamespace })
  if (user.socialProvider)
    client.stores.chains.setAccount(embeddedNamespace, { socialProvider: user.socialProvider })
  return user
}
