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
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      load()
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [images, imageId, url, lazy, element])
  return url
}
