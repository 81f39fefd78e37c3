import { type CSSProperties, useEffect, useState, useSyncExternalStore } from 'react'
import { createChunkValue } from '../../utils/createChunkValue.js'
import { buttonTextStyle } from '../buttonStyle.js'
import type { AccountButtonState } from './useAccountButtonState.js'

type Props = { state: AccountButtonState; balance?: 'show' | 'hide' | undefined }

// The connected look's chunk (avatar, balance slot, name or short address). The buttons start it
// once a connection is being made or restored, so it is there when the account lands; a failed
// load (a network blip) is tried again by the next connection.
const look = createChunkValue(() =>
  import('./AccountButtonContent.js').then((module) => module.AccountButtonContent),
)

// A server loads it as the module loads, so the HTML it renders from a cookie's connection shows
// the account (renderToString cannot wait for a chunk: only a render in the first moments after
// the server started shows the name or address alone).
if (typeof window === 'undefined') look.load().catch(() => {})

const noSubscription = () => () => {}

/** Starts loading the connected look while `needed` (a connection is being made or is there). */
export function usePreloadAccountLook(needed: boolean): void {
  useEffect(() => {
    if (needed) look.load().catch(() => {})
  }, [needed])
}

// The look's parts lie in the button as if this wrapper were not there.
const wrapperStyle: CSSProperties = { display: 'contents' }

/**
 * The inside of a connected account's button, from a chunk of its own. Until the chunk is there:
 * a button the browser draws shows the name or address alone; a button hydrated from the
 * server's HTML keeps that HTML (the server had the chunk), untouched and unchecked, so hydration
 * neither waits for the chunk nor finds a mismatch. A Suspense boundary would wait the same way,
 * but on React 18 an update reaching it before it hydrated (the balance, the restored session)
 * makes React drop the server's HTML with a recoverable error.
 */
export function AccountLook(props: Props) {
  const Loaded = useSyncExternalStore(look.subscribe, look.get, look.get)
  // True in the render that hydrates (and on the server), false in the browser's own renders.
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  )
  const [fromServer] = useState(hydrating)
  if (Loaded)
    return (
      <span key="look" style={wrapperStyle}>
        <Loaded {...props} />
      </span>
    )
  if (fromServer)
    return (
      <span
        key="server"
        style={wrapperStyle}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: empty, so React keeps the server's HTML
        dangerouslySetInnerHTML={{ __html: '' }}
      />
    )
  const { state } = props
  return (
    <span key="alone" style={wrapperStyle}>
      <span style={buttonTextStyle}>{state.profileName ?? state.truncatedAddress}</span>
    </span>
  )
}
