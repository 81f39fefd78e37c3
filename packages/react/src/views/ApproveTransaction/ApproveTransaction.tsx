import { FrameScreen } from '../EmailLogin/FrameScreen.js'

/**
 * The wallet frame's approval screen inside the modal: this view keeps an area free and the
 * frame (on its own origin, holding the key) is laid over it, following it as the modal moves.
 * The frame decodes what is signed and takes Approve or Decline; core closes or pops the view.
 */
export function ApproveTransaction() {
  return <FrameScreen view="ApproveTransaction" />
}
