import * as v from 'valibot'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { loadClientActions } from '../client/loadClientActions.js'
import { connectorIds } from '../connectors/connectorIds.js'
import { embeddedNamespace } from './embeddedNamespace.js'
import { embeddedStorageKeys } from './embeddedStorageKeys.js'
import { failEmbeddedStep } from './failEmbeddedStep.js'
import { loadEmbeddedWallet } from './loadEmbeddedWallet.js'
import { type FrameUser, frameUserSchema } from './protocol.js'

/** What `verifyEmailCode` accepts. */
export type VerifyEmailCodeParameters = { otp: string }

/** Checks the emailed code (and the passphrase, if the frame asks for it); once it holds, the wallet connects. */
export async function verifyEmailCode(
  client: LatchkeyClient,
  { otp }: VerifyEmailCodeParameters,
): Promise<void> {
  const { state, channel, storage } = await loadEmbeddedWallet(client)
  state.setState({ step: 'verifying', error: undefined, alert: undefined })
  let user: FrameUser
  try {
    let answer = await channel.request(
      { type: '@app/CONNECT_OTP', payload: { otp } },
      { timeout: true },
    )
    // Passphrase recovery: the frame's own passphrase screen shows in this view's place,
    // for as long as the user needs (no time-out).
    if ((answer as { action?: string } | undefined)?.action === 'PASSPHRASE') {
      state.setState({ step: 'passphrase' })
      answer = await channel.request({ type: '@app/CONNECT_PASSPHRASE' })
    }
    user = v.parse(frameUserSchema, answer)
  } catch (error) {
    failEmbeddedStep(state, 'otp', error)
    throw error
  }
  const keys = embeddedStorageKeys
  storage.removeItem(keys.loginTime)
  storage.setItem(keys.email, user.email)
  storage.setItem(keys.emailUsed, true)
  storage.setItem(keys.lastChain, embeddedNamespace)
  storage.setItem(keys.lastUsedChainId, Number(user.chainId))
  state.setState({ step: 'idle', userEmail: user.email, lastSentAt: undefined })
  // `connect` comes in the actions' chunk, out of this view's chunk.
  const { connect } = await loadClientActions()
  await connect(client, { connectorId: connectorIds.auth, namespace: embeddedNamespace })
}
