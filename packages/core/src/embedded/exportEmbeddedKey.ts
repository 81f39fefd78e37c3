import * as v from 'valibot'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { runFrameScreen } from './runFrameScreen.js'

/**
 * "Export private key" in Account: shows ExportKey, where the frame (on its own origin) lays its
 * export screen over the modal. The frame asks for a fresh email code and shows the key there;
 * nothing of the key comes back to this page, only whether it was shown. Leaving the view or
 * closing the modal closes the frame's screen.
 */
export async function exportEmbeddedKey(client: LatchkeyClient): Promise<boolean> {
  return runFrameScreen(
    client,
    'ExportKey',
    { type: '@app/EXPORT_KEY' },
    async (answer) => v.parse(v.object({ shown: v.boolean() }), answer).shown,
  )
}
