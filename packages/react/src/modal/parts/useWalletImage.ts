import { type RefObject, useEffect, useSyncExternalStore } from 'react'
import { useLatchkeyContext } from '../../context/LatchkeyContext.js'

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
  const { client } = useLatchkeyContext('WalletImage')
  const { images } = client.registry
  const url = useSyncExternalStore(
    images.subscribe,
    () => (imageId ? images.get(imageId) : undefined),
    () => undefined,
  )
  useEffect(() => {
    if (!imageId || url) return
    const load = () => {
      images.load(imageId).catch(() => {})
    }
    const target = element.current
    if (!lazy || !target || typeof IntersectionObserver === 'undefined') return load()
    return whenVisible(target, load)
  }, [images, imageId, url, lazy, element])
  return url
}

// One observer for every lazy icon (a grid mounts and unmounts tiles as it scrolls).
let observer: IntersectionObserver | undefined
const pending = new WeakMap<Element, () => void>()

function whenVisible(element: Element, callback: () => void): () => void {
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue
      observer?.unobserve(entry.target)
      pending.get(entry.target)?.()
      pending.delete(entry.target)
    }
  })
  pending.set(element, callback)
  observer.observe(element)
  return () => {
    pending.delete(element)
    observer?.unobserve(element)
  }
}
