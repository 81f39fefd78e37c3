import type { Ref } from 'react'
import { useModalContext } from '../../modal/ModalContext.js'

/**
 * The wallet guide footer (`enableWalletGuide`): "Haven't got a wallet? Get started", which
 * opens the "What is a wallet?" explainer in place of the list.
 */
export function WalletGuide({
  onOpen,
  onIntent,
  buttonRef,
}: {
  onOpen(): void
  /** On hover or focus of the button: the explainer's chunk loads, to show in the click's frame. */
  onIntent(): void
  buttonRef?: Ref<HTMLButtonElement> | undefined
}) {
  const { strings } = useModalContext('WalletGuide')
  return (
    <p className="lk-guide">
      {strings.walletGuide}{' '}
      <button
        type="button"
        className="lk-text-button"
        ref={buttonRef}
        onClick={onOpen}
        onPointerEnter={onIntent}
        onFocus={onIntent}
      >
        {strings.getStarted}
      </button>
    </p>
  )
}
