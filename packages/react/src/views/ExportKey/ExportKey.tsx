import { getEmbeddedSource } from '@latchkey/core/modal'
import { emailStrings } from '../../i18n/emailStrings.js'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'
import { emailStyles } from '../EmailLogin/emailStyles.js'
import { FrameArea } from '../EmailLogin/FrameArea.js'
import { useEmbeddedState } from '../EmailLogin/useEmbeddedState.js'

/**
 * The key export inside the modal: this view keeps an area free and the wallet frame lays its
 * own export screen over it (the code, then the key with Copy). The key stays in the frame, on
 * its own origin: nothing of it is on this page.
 */
export function ExportKey() {
  const { client } = useModalContext('ExportKey')
  const strings = useViewStrings('ExportKey', emailStrings)
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
