import { getEmbeddedSource } from '@latchkey/core/internal'
import { useEffect, useRef } from 'react'
import { useModalContext } from '../../modal/ModalContext.js'
import { emailStyles } from '../EmailLogin/emailStyles.js'
import { useEmbeddedState } from '../EmailLogin/useEmbeddedState.js'

/**
 * The wallet frame's approval screen inside the modal: this view keeps an area free and the
 * frame (on its own origin, holding the key) is laid over it, following it as the modal moves.
 * The frame decodes what is signed and takes Approve or Decline; core closes or pops the view.
 */
export function ApproveTransaction() {
  const { client, strings } = useModalContext('ApproveTransaction')
  const source = getEmbeddedSource(client)
  const state = useEmbeddedState(source)
  const area = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!source) return
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
    <div className="lk-stack" aria-busy={!state.approval || undefined}>
      <style>{emailStyles}</style>
      <div ref={area} className="lk-approve-frame">
        {!state.approval && <p className="lk-note">{strings.approveLoading}</p>}
      </div>
    </div>
  )
}
