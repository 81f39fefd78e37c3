import { closeModal } from '@latchkey/core'
import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
} from 'react'
import { getFocusables, getTreeActiveElement } from './focusable.js'
import { useModalContext } from './ModalContext.js'
import { getActiveElement, takeTrigger } from './trigger.js'

/** What `Dialog` takes. */
export type DialogProps = {
  titleId: string
  shake: boolean
  /** False while closing is disabled: Escape and the backdrop do nothing. */
  closable: boolean
  children: ReactNode
}

/**
 * The modal dialog (after Radix's Dialog): role="dialog" with aria-modal, labelled by the
 * view's title. Tab and Shift+Tab cycle inside; focus that lands outside comes back;
 * Escape and a click on the backdrop close; on close, focus returns to what opened it.
 */
export function Dialog({ titleId, shake, closable, children }: DialogProps) {
  const { client } = useModalContext('Dialog')
  const dialog = useRef<HTMLDivElement>(null)
  const content = useRef<HTMLDivElement>(null)
  const pressedBackdrop = useRef(false)
  const closableRef = useRef(closable)
  closableRef.current = closable
  useAnimatedHeight(dialog, content)
  usePageScrollLock()

  // Taken before the first view moves focus in (layout effects run before passive ones).
  const trigger = useRef<HTMLElement | undefined>(undefined)
  useLayoutEffect(() => {
    trigger.current = takeTrigger(client) ?? getActiveElement()
    // Focus leaving the dialog (a click on the page behind, a screen reader's jump) comes back.
    const onFocusIn = (event: FocusEvent) => {
      const element = dialog.current
      if (element && !event.composedPath().includes(element))
        (getFocusables(element)[0] ?? element).focus()
    }
    // Escape pressed while focus is on the page: a view change that unmounts the focused control
    // (a wallet's button replaced by "Connection declined") leaves focus on the body, where the
    // dialog's own handler below (which stops the key it hears) never hears it.
    const onPageKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented && closableRef.current)
        closeModal(client)
    }
    document.addEventListener('focusin', onFocusIn)
    document.addEventListener('keydown', onPageKeyDown)
    return () => {
      document.removeEventListener('focusin', onFocusIn)
      document.removeEventListener('keydown', onPageKeyDown)
    }
  }, [client])
  // Returned after the commit that removes the dialog: React restores the focus it saw before
  // a commit, so a focus moved during it would be undone.
  useEffect(
    () => () => {
      if (trigger.current?.isConnected) trigger.current.focus()
    },
    [],
  )

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation()
      if (closable) closeModal(client)
      return
    }
    if (event.key !== 'Tab' || !dialog.current) return
    const focusables = getFocusables(dialog.current)
    const first = focusables[0]
    const last = focusables[focusables.length - 1]
    const active = getTreeActiveElement(dialog.current)
    if (!first || !last) {
      event.preventDefault()
      dialog.current.focus()
    } else if (event.shiftKey && (active === first || active === dialog.current)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && active === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    // The backdrop: a click that starts and ends on it closes; keyboard users have Escape.
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is not a control; Escape is its keyboard path
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape on the dialog is the keyboard path
    <div
      className="lk-overlay"
      onPointerDown={(event) => {
        pressedBackdrop.current = event.target === event.currentTarget
      }}
      onClick={(event) => {
        if (closable && pressedBackdrop.current && event.target === event.currentTarget)
          closeModal(client)
      }}
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="lk-card"
        data-shake={shake ? '' : undefined}
        onKeyDown={onKeyDown}
      >
        <div className="lk-card-content" ref={content}>
          {children}
        </div>
      </div>
    </div>
  )
}

// The card's height follows its content's through a CSS transition (animateHeight.ts, a chunk
// loaded as the dialog opens: the first frame needs none of it, and a view change before it
// arrives, or a failed load, leaves the card at its natural height).
function useAnimatedHeight(
  card: RefObject<HTMLDivElement | null>,
  content: RefObject<HTMLDivElement | null>,
) {
  useLayoutEffect(() => {
    const outer = card.current
    const inner = content.current
    if (!outer || !inner || typeof ResizeObserver === 'undefined') return
    // No size is read here: in the commit that reveals the modal, a read would force a layout
    // inside the click's task. Back to 'auto' (a height kept from the last open would animate).
    outer.style.removeProperty('height')
    let stop: (() => void) | undefined
    let open = true
    void import('./animateHeight.js').then(
      ({ animateHeight }) => {
        if (open) stop = animateHeight(outer, inner)
      },
      () => {},
    )
    return () => {
      open = false
      stop?.()
    }
  }, [card, content])
}

// While the dialog is open the page behind it does not scroll (a wheel or a touch over the
// backdrop would move it): the root element's overflow is hidden, its scrollbar's room kept so
// the page does not shift, and both are put back as they were on close.
function usePageScrollLock() {
  useLayoutEffect(() => {
    const root = document.documentElement
    const { overflow, paddingRight } = root.style
    const scrollbar = window.innerWidth - root.clientWidth
    root.style.overflow = 'hidden'
    if (scrollbar > 0)
      root.style.paddingRight = `calc(${getComputedStyle(root).paddingRight} + ${scrollbar}px)`
    return () => {
      root.style.overflow = overflow
      root.style.paddingRight = paddingRight
    }
  }, [])
}
