import { getWalletImage, loadWalletImage, watchWalletImages } from '@latchkey/core/modal'
import { type RefObject, useCallback, useEffect, useSyncExternalStore } from 'react'
import { useModalContext } from '../ModalContext.js'

/**
 * The URL of a registry wallet icon from the client's cached loader (each icon is fetched once
 * per page load), asking for it at once, or with `lazy` once `element` comes into view.
 * Undefined until it loaded, and when it could not be (the generic icon shows instead).
 */
export function useWalletImage(
  imageId: string | undefined,
  lazy: boolean,
  element: RefObject<Element | null>,
): string | undefined {
  const { client } = useModalContext('WalletImage')
  const url = useSyncExternalStore(
    useCallback((onChange: () => void) => watchWalletImages(client, { onChange }), [client]),
    () => (imageId ? getWalletImage(client, imageId) : undefined),
    () => undefined,
  )
  useEffect(() => {
    if (!imageId || url) return
    const load = () => {
      loadWalletImage(client, imageId).catch(() => {})
    }
    const target = element.current
    if (!lazy || !target || typeof IntersectionObserver === 'undefined') return load()
    return whenVisible(target, load)
  }, [client, imageId, url, lazy, element])
  return url
}

// One observer for every lazy icon (a grid mounts and unmounts tiles as it scrolls). An icon
// loads once its tile stayed in view for `dwell` ms: a fast scroll past hundreds of tiles
// fetches none of them, and the icons where it stops come at once.
const dwell = 100
let observer: IntersectionObserver | undefined
const callbacks = new WeakMap<Element, () => void>()
const timers = new WeakMap<Element, ReturnType<typeof setTimeout>>()

function whenVisible(element: Element, callback: () => void): () => void {
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
