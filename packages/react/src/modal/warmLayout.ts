// The closed modal keeps its next view rendered in a hidden Activity: display none, so the
// browser has never styled or laid it out, and the first open paid for that (fonts matched,
// style rules compiled, icons decoded) between the click and the list. A copy laid out once at
// idle, in the same task that removes it (never painted, inert, hidden from assistive
// technology), pays it ahead.

/** How many idle periods to wait for React's idle-priority render of the hidden view. */
const attempts = 5

/** Lays out a copy of the hidden overlay in `root` once, when the browser is idle; returns a cancel function. */
export function warmLayoutWhenIdle(root: HTMLElement): () => void {
  const hasIdle = typeof window.requestIdleCallback === 'function'
  let handle: number | undefined
  let left = attempts
  const later = (callback: () => void) =>
    hasIdle
      ? window.requestIdleCallback(callback, { timeout: 2_000 })
      : window.setTimeout(callback, 200)
  const run = () => {
    handle = undefined
    const hidden = root.querySelector<HTMLElement>(':scope > .lk-overlay')
    if (hidden) warmLayout(root, hidden)
    else if (--left > 0) handle = later(run)
  }
  handle = later(run)
  return () => {
    if (handle === undefined) return
    if (hasIdle) window.cancelIdleCallback(handle)
    else window.clearTimeout(handle)
  }
}

function warmLayout(root: HTMLElement, hidden: HTMLElement) {
  const copy = hidden.cloneNode(true) as HTMLElement
  copy.style.removeProperty('display')
  copy.style.visibility = 'hidden'
  copy.inert = true
  copy.setAttribute('aria-hidden', 'true')
  // Ids of the copy must not answer a lookup while it exists (it exists within this task only).
  for (const element of copy.querySelectorAll('[id]')) element.removeAttribute('id')
  root.append(copy)
  void copy.getBoundingClientRect().height
  copy.remove()
}
