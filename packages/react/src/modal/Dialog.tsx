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

// The card's height follows its content's through a CSS transition: the card's top edge stays
// where it is (the overlay anchors it) while it grows or shrinks, instead of jumping.
// The content is the header over the body, the card's one scroll region: the height the card
// wants is the header's plus the body's whole content (its scroll height), measured on the
// view's wrapper inside the body so that a change of the view is seen.
// While it grows, what its edge has not reached yet is clipped, not scrolled to: `overflow: clip`
// makes the body no scroll container for that time, so nothing (a keyboard's focus, a test
// runner's scroll-into-view) scrolls it to a control not shown yet, and a click where that
// control will be lands on the backdrop, not on the control moving under it. No scrollbar shows
// during the growth either. A card at its maximum height, or one the visitor scrolled, is not
// clipped: it scrolls as before.
function useAnimatedHeight(
  card: RefObject<HTMLDivElement | null>,
  content: RefObject<HTMLDivElement | null>,
) {
  useLayoutEffect(() => {
    const outer = card.current
    const inner = content.current
    if (!outer || !inner || typeof ResizeObserver === 'undefined') return
    const scroller = inner.querySelector<HTMLElement>('.lk-body')
    const view = scroller?.querySelector<HTMLElement>(':scope > .lk-view')
    const border = () => outer.offsetHeight - outer.clientHeight
    // The body's whole height even where the card cuts it: its padding around the whole view
    // (not its scroll height, which leaves out the bottom padding in some browsers).
    const wanted = () => {
      if (!scroller || !view) return inner.offsetHeight
      const style = getComputedStyle(scroller)
      const padding = Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom)
      return inner.offsetHeight - scroller.clientHeight + padding + view.offsetHeight
    }
    let fallback: number | undefined
    const settle = () => {
      window.clearTimeout(fallback)
      delete outer.dataset.growing
    }
    // A transition replaced by the next one is cancelled, not ended: only its end settles.
    const onEnd = (event: TransitionEvent) => {
      if (event.target === outer && event.propertyName === 'height') settle()
    }
    // The most the card can grow to: a card at its maximum height only scrolls, never clips.
    const most = () => Number.parseFloat(getComputedStyle(outer).maxHeight) || Infinity
    const apply = () => {
      const height = wanted() + border()
      if (Math.min(height, most()) > outer.offsetHeight + 0.5 && (scroller?.scrollTop ?? 0) === 0) {
        outer.dataset.growing = ''
        // When no transition runs (nothing changed, or the card is hidden), no end comes.
        window.clearTimeout(fallback)
        fallback = window.setTimeout(settle, growingTimeout)
      }
      outer.style.height = `${height}px`
    }
    // No size is read here: in the commit that reveals the modal, a read would force a layout
    // inside the click's task. Back to 'auto' (a height kept from the last open would
    // animate), the observer's first call, after the browser's own layout and before the first
    // paint, sets the first height, with no transition from 'auto'.
    outer.style.removeProperty('height')
    outer.addEventListener('transitionend', onEnd)
    const observer = new ResizeObserver(apply)
    observer.observe(inner)
    if (view) observer.observe(view)
    return () => {
      observer.disconnect()
      outer.removeEventListener('transitionend', onEnd)
      settle()
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

/** Longest a growth stays clipped without its transition's end (the transition takes 0.2 s). */
const growingTimeout = 1_000
