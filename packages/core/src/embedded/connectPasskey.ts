import * as v from 'valibot'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { loadClientActions } from '../client/loadClientActions.js'
import { connectorIds } from '../connectors/connectorIds.js'
import { embeddedNamespace } from './embeddedNamespace.js'
import { embeddedStorageKeys } from './embeddedStorageKeys.js'
import { loadEmbeddedWallet } from './loadEmbeddedWallet.js'
import { type FrameUser, frameUserSchema } from './protocol.js'
import { runFrameScreen } from './runFrameScreen.js'

/**
 * "Sign in with a passkey": the frame's passkey screen alone signs in, on this device or any
 * where the passkey syncs (the server approves the device, as an emailed link would); then the
 * passphrase where the project recovers with one, the login cache, and the wallet connects.
 * Rejects when the user cancels or the passkey is refused (the frame's screen said why).
 */
export async function connectPasskey(client: LatchkeyClient): Promise<FrameUser> {
  const { state, storage } = await loadEmbeddedWallet(client)
  const user = await runFrameScreen(
    client,
    'Passkey',
    { type: '@app/CONNECT_PASSKEY' },
    async (answer) => {
      // Passphrase recovery: the frame's passphrase screen takes the passkey's place.
      if ((answer as { action?: string } | undefined)?.action === 'PASSPHRASE') {
        const { channel } = await loadEmbeddedWallet(client)
        return v.parse(frameUserSchema, await channel.request({ type: '@app/CONNECT_PASSPHRASE' }))
      }
      return v.parse(frameUserSchema, answer)
    },
  )
  const keys = embeddedStorageKeys
  storage.removeItem(keys.loginTime)
  if (user.email) storage.setItem(keys.email, user.email)
  storage.setItem(keys.lastChain, embeddedNamespace)
  storage.setItem(keys.lastUsedChainId, Number(user.chainId))
  state.setState({ step: 'idle', userEmail: user.email, error: undefined, alert: undefined })
  // `connect` comes in the actions' chunk, out of this view's chunk.
  const { connect } = await loadClientActions()
  await connect(client, { connectorId: connectorIds.auth, namespace: embeddedNamespace })
  return user
}
