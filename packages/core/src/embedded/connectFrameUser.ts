import * as v from 'valibot'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { loadClientActions } from '../client/loadClientActions.js'
import { connectorIds } from '../connectors/connectorIds.js'
import { loginOf } from './applyFrameUser.js'
import type { EmbeddedState } from './EmbeddedState.js'
import { embeddedNamespace } from './embeddedNamespace.js'
import { embeddedStorageKeys } from './embeddedStorageKeys.js'
import { loadEmbeddedWallet } from './loadEmbeddedWallet.js'
import { type FrameUser, frameUserSchema } from './protocol.js'

/**
 * The end a social login and Sign In With Farcaster share, from the frame's last answer: the
 * passphrase asked on the frame's own screen where the project recovers with one, the login
 * cache written (email, social username, chain), `done` merged into the embedded state, and the
 * wallet connected with its social provider. Resolves with the frame's user.
 */
export async function connectFrameUser(
  client: LatchkeyClient,
  answer: unknown,
  done: Partial<EmbeddedState>,
): Promise<FrameUser> {
  const { state, channel, storage } = await loadEmbeddedWallet(client)
  let last = answer
  if ((last as { action?: string } | null)?.action === 'PASSPHRASE') {
    state.setState({ step: 'passphrase' })
    last = await channel.request({ type: '@app/CONNECT_PASSPHRASE' })
  }
  const user = v.parse(frameUserSchema, last)
  const keys = embeddedStorageKeys
  storage.removeItem(keys.loginTime)
  if (user.email) storage.setItem(keys.email, user.email)
  if (user.username) storage.setItem(keys.socialUsername, user.username)
  storage.setItem(keys.lastChain, embeddedNamespace)
  storage.setItem(keys.lastUsedChainId, Number(user.chainId))
  state.setState({ ...done, step: 'idle', userEmail: user.email })
  // `connect` comes in the actions' chunk, out of this view's chunk.
  const { connect } = await loadClientActions()
  await connect(client, { connectorId: connectorIds.auth, namespace: embeddedNamespace })
  client.stores.chains.setAccount(embeddedNamespace, loginOf(user))
  return user
}
