import * as v from 'valibot'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { runFrameScreen } from './runFrameScreen.js'

/**
 * "Add a passkey" in Account for an embedded account: the frame asks the browser for a new
 * passkey on its own origin and the server keeps it for the account. Resolves with whether one
 * was added (false when the user cancelled).
 */
export async function addEmbeddedPasskey(client: LatchkeyClient): Promise<boolean> {
  return runFrameScreen(
    client,
    'Passkey',
    { type: '@app/ADD_PASSKEY' },
    async (answer) => v.parse(v.object({ added: v.boolean() }), answer).added,
  )
}
