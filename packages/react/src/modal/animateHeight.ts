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

/**
 * Makes the card's (`outer`) height follow its content's (`inner`); returns what stops it. A chunk of its own, loaded as
 * the dialog opens (Dialog.tsx): the first frame needs none of it.
 */
export function animateHeight(outer: HTMLElement, inner: HTMLElement): () => void {
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
  // The observer's first call, after the browser's own layout, sets the first height, with no
  // transition from 'auto' (Dialog put the card back to 'auto' as it opened).
  outer.addEventListener('transitionend', onEnd)
  const observer = new ResizeObserver(apply)
  observer.observe(inner)
  if (view) observer.observe(view)
  return () => {
    observer.disconnect()
    outer.removeEventListener('transitionend', onEnd)
    settle()
  }
}

/** Longest a growth stays clipped without its transition's end (the transition takes 0.2 s). */
const growingTimeout = 1_000
