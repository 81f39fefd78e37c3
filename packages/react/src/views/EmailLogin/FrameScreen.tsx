import { getEmbeddedSource } from '@latchkey/core/modal'
import { emailStrings } from '../../i18n/emailStrings.js'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'
import { emailStyles } from './emailStyles.js'
import { FrameArea } from './FrameArea.js'
import { useEmbeddedState } from './useEmbeddedState.js'

/**
 * A view the wallet frame draws on its own (an approval, the key export): the view keeps an area
 * free and the frame, on its own origin, is laid over it, with a note until its screen is up.
 */
export function FrameScreen({ view }: { view: 'ApproveTransaction' | 'ExportKey' }) {
  const { client } = useModalContext(view)
  const strings = useViewStrings(view, emailStrings)
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
