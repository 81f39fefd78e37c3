import { closeModal, goBack } from '@latchkey/core'
import { BackIcon, CloseIcon } from '../icons/icons.js'
import { useModalContext } from './ModalContext.js'

/** What the header shows. */
export type HeaderProps = {
  title: string
  titleId: string
  canGoBack: boolean
  /** False in embedded mode and while closing is disabled. */
  closable: boolean
  /** The back arrow's action when a view's own step set it; default the router's back. */
  onBack?: (() => void) | undefined
}

/** The view's title, a back button when the stack allows, and a close button. */
export function Header({ title, titleId, canGoBack, closable, onBack }: HeaderProps) {
  const { client, strings } = useModalContext('Header')
  return (
    <div className="lk-header">
      {canGoBack && (
        <button
          type="button"
          className="lk-icon-button"
          aria-label={strings.back}
          onClick={() => (onBack ? onBack() : goBack(client))}
        >
          <BackIcon />
        </button>
      )}
      <h2 id={titleId}>{title}</h2>
      {closable && (
        <button
          type="button"
          className="lk-icon-button lk-close"
          aria-label={strings.close}
          onClick={() => closeModal(client)}
        >
          <CloseIcon />
        </button>
      )}
    </div>
  )
}
