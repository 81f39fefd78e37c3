// All Wallets' grid loads a tile's icon once the tile is in view (WalletImage's `whenVisible`):
// in the grid's chunk, since the Connect list loads its few icons at once.

// One observer for every lazy icon (a grid mounts and unmounts tiles as it scrolls). An icon
// loads once its tile stayed in view for `dwell` ms: a fast scroll past hundreds of tiles
// fetches none of them, and the icons where it stops come at once.
const dwell = 100
let observer: IntersectionObserver | undefined
const callbacks = new WeakMap<Element, () => void>()
const timers = new WeakMap<Element, ReturnType<typeof setTimeout>>()

/** Calls `callback` once `element` stayed in view for `dwell` ms; returns what stops watching. */
export function whenVisible(element: Element, callback: () => void): () => void {
  observer ??= new IntersectionObserver((entries) => {
    for (const { target, isIntersecting } of entries) {
      clearTimeout(timers.get(target))
      if (!isIntersecting) continue
      timers.set(
        target,
        setTimeout(() => {
          observer?.unobserve(target)
          callbacks.get(target)?.()
          callbacks.delete(target)
        }, dwell),
      )
    }
  })
  callbacks.set(element, callback)
  observer.observe(element)
  return () => {
    clearTimeout(timers.get(element))
    callbacks.delete(element)
    observer?.unobserve(element)
  }
}
