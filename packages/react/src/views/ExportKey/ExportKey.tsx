import { FrameScreen } from '../EmailLogin/FrameScreen.js'

/**
 * The key export inside the modal: this view keeps an area free and the wallet frame lays its
 * own export screen over it (the code, then the key with Copy). The key stays in the frame, on
 * its own origin: nothing of it is on this page.
 */
export function ExportKey() {
  return <FrameScreen view="ExportKey" />
}
