import { getEmbeddedSource } from '@latchkey/core/modal'
import { emailStrings } from '../../i18n/emailStrings.js'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'
import { emailStyles } from '../EmailLogin/emailStyles.js'
import { FrameArea } from '../EmailLogin/FrameArea.js'
import { useEmbeddedState } from '../EmailLogin/useEmbeddedState.js'

/**
 * The passkey steps inside the modal ("Add a passkey", "Sign in with a passkey"): this view keeps
 * an area free and the wallet frame lays its own passkey screen over it, since a passkey belongs
 * to the frame's origin and the browser asks for it only in a click inside the frame.
 */
export function Passkey() {
  const { client } = useModalContext('Passkey')
  const strings = useViewStrings('Passkey', emailStrings)
  const source = getEmbeddedSource(client)
  const state = useEmbeddedState(client)
  return (
    <div className="lk-stack" aria-busy={!state.approval || undefined}>
      <style>{emailStyles}</style>
      {source && (
        <FrameArea source={source} compact>
          {!state.approval && <p className="lk-note">{strings.approveLoading}</p>}
        </FrameArea>
      )}
    </div>
  )
}
