import type { EmbeddedSource } from '@latchkey/core/modal'
import { type ReactNode, useEffect, useRef } from 'react'

/**
 * An area of the modal the wallet frame (its own origin, holding the key) is laid over,
 * following it as the modal moves: the approval screen, the passphrase screen; `compact` for a
 * screen of a title, a few lines and its buttons (the passkey screens), which the approval
 * screen's height would leave a blank band in.
 */
export function FrameArea({
  source,
  compact,
  children,
}: {
  source: EmbeddedSource
  compact?: boolean
  children?: ReactNode
}) {
  const area = useRef<HTMLDivElement>(null)
  useEffect(() => {
    let frame = 0
    let last = ''
    // Every animation frame: the modal animates, scrolls and resizes without telling.
    const follow = () => {
      const rect = area.current?.getBoundingClientRect()
      const key = rect ? `${rect.top},${rect.left},${rect.width},${rect.height}` : ''
      if (key !== last) {
        last = key
        source.placeFrame(
          rect
            ? { top: rect.top, left: rect.left, width: rect.width, height: rect.height }
            : undefined,
        )
      }
      frame = requestAnimationFrame(follow)
    }
    follow()
    return () => {
      cancelAnimationFrame(frame)
      source.placeFrame(undefined)
    }
  }, [source])
  return (
    <div ref={area} className="lk-approve-frame" data-compact={compact ? '' : undefined}>
      {children}
    </div>
  )
}
