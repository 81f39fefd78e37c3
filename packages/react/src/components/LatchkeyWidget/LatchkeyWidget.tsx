import { getModal, getToast, watchModal, watchToast } from '@latchkey/core'
import { type CSSProperties, Suspense, useState } from 'react'
import { useLatchkeyContext } from '../../context/LatchkeyContext.js'
import { useClientValue } from '../../hooks/useClientValue.js'
import { useExternalValue } from '../../hooks/useExternalValue.js'
import { ChunkErrorBoundary } from '../../modal/ChunkErrorBoundary.js'
import { LazyInlineModal, modalChunk } from '../../modal/loadModal.js'
import { usePrefetchWhenIdle } from '../LatchkeyProvider/LatchkeyProvider.js'

/** What `<LatchkeyWidget>` takes. */
export type LatchkeyWidgetProps = {
  className?: string | undefined
  style?: CSSProperties | undefined
}

/**
 * Where the dapp places Latchkey itself. With `enableEmbedded` it shows the modal's content
 * inline, always visible; with `disableAppend` it is where the modal mounts (still a dialog
 * over the page). Otherwise the modal is appended to the page body and this renders nothing.
 */
export function LatchkeyWidget({ className, style }: LatchkeyWidgetProps) {
  const { client } = useLatchkeyContext('LatchkeyWidget')
  const { enableEmbedded, disableAppend } = client.options
  const [host, setHost] = useState<HTMLDivElement | null>(null)
  const { open } = useClientValue(client, getModal, watchModal)
  const toast = useClientValue(client, getToast, watchToast)
  const loaded = useExternalValue(modalChunk)
  usePrefetchWhenIdle()
  if (!enableEmbedded && !disableAppend) return null
  // The host renders on the server too (empty); its shadow root is attached in the browser.
  const wanted = enableEmbedded || open || toast.open || loaded
  return (
    <div ref={setHost} data-latchkey-widget="" className={className} style={style}>
      {host && wanted && (
        <ChunkErrorBoundary
          onError={(error) => console.error('[latchkey] The widget failed', error)}
        >
          <Suspense fallback={null}>
            <LazyInlineModal host={host} embedded={enableEmbedded} />
          </Suspense>
        </ChunkErrorBoundary>
      )}
    </div>
  )
}
