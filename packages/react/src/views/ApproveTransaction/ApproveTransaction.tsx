import { getEmbeddedSource } from '@latchkey/core/modal'
import { emailStrings } from '../../i18n/emailStrings.js'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'
import { emailStyles } from '../EmailLogin/emailStyles.js'
import { FrameArea } from '../EmailLogin/FrameArea.js'
import { useEmbeddedState } from '../EmailLogin/useEmbeddedState.js'

/**
 * The wallet frame's approval screen inside the modal: this view keeps an area free and the
 * frame (on its own origin, holding the key) is laid over it, following it as the modal moves.
 * The frame decodes what is signed and takes Approve or Decline; core closes or pops the view.
 */
export function ApproveTransaction() {
  const { client } = useModalContext('ApproveTransaction')
  const strings = useViewStrings('ApproveTransaction', emailStrings)
  const source = getEmbeddedSource(client)
  const state = useEmbeddedState(client)
  return (
    <div className="lk-stack" aria-busy={!state.approval || undefined}>
      <style>{emailStyles}</style>
      {source && (
        <FrameArea source={source}>
          {!state.approval && <p className="lk-note">{strings.approveLoading}</p>}
        </FrameArea>
      )}
    </div>
  )
}
