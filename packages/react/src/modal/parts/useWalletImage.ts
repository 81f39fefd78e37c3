import { getWalletImage, loadWalletImage, watchWalletImages } from '@latchkey/core/modal'
import { type RefObject, useCallback, useEffect, useSyncExternalStore } from 'react'
import { useModalContext } from '../ModalContext.js'

/** Calls `load` once `element` is in view (All Wallets' grid); returns what stops watching. */
export type WhenVisible = (element: Element, load: () => void) => () => void

/**
 * The URL of a registry wallet icon from the client's cached loader (each icon is fetched once
 * per page load), asking for it at once, or through `whenVisible` once `element` comes into view.
 * Undefined until it loaded, and when it could not be (the generic icon shows instead).
 */
export function useWalletImage(
  imageId: string | undefined,
  whenVisible: WhenVisible | undefined,
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
    if (!whenVisible || !target || typeof IntersectionObserver === 'undefined') return load()
    return whenVisible(target, load)
  }, [client, imageId, url, whenVisible, element])
  return url
}
