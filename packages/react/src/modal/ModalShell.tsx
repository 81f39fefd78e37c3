import type { View } from '@latchkey/core'
import {
  getAccount,
  getConnection,
  getModal,
  getRouter,
  getState,
  getTheme,
  watchAccount,
  watchConnection,
  watchModal,
  watchRouter,
  watchState,
  watchTheme,
} from '@latchkey/core'
import * as React from 'react'
import {
  type CSSProperties,
  lazy,
  type ReactNode,
  type RefObject,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { useClientValue } from '../hooks/useClientValue.js'
import { Dialog } from './Dialog.js'
import { getFocusables } from './focusable.js'
import { Header } from './Header.js'
import { loadModalParts } from './loadModalParts.js'
import { useModalContext } from './ModalContext.js'
import { Loading } from './parts/Loading.js'
import { styles } from './styles.js'
import { Toast } from './Toast.js'
import { getActiveElement } from './trigger.js'
import { type ViewHeader, ViewHeaderContext } from './ViewHeaderContext.js'
import { getViewTitle, resolveView, ViewSwitch } from './ViewSwitch.js'
import { warmLayoutWhenIdle } from './warmLayout.js'

// Shown only once a WalletConnect request stalled (30 s unanswered): a chunk of its own.
const WalletRequestNotice = lazy(() =>
  loadModalParts()
    .then((parts) => parts.importWalletRequestNotice())
    .then((module) => ({ default: module.WalletRequestNotice })),
)

/**
 * Everything inside the shadow root: the stylesheet, the themed root, the dialog (or the
 * inline card when embedded) with header and view, and the toast.
 */
export function ModalShell({ embedded }: { embedded: boolean }) {
  const { client, lang, dir } = useModalContext('ModalShell')
  const modal = useClientValue(client, getModal, watchModal)
  const theme = useClientValue(client, getTheme, watchTheme)
  // Core says when closing is disabled (a required sign-in waiting); embedded, nothing closes.
  const { closable: allowed } = useClientValue(client, getState, watchState)
  const { isConnected } = useClientValue(client, getAccount, watchAccount)
  const stalled =
    useClientValue(client, getConnection, watchConnection).walletRequest?.stalled === true
  const titleId = useId()
  const closable = !embedded && allowed
  // Opened without a view, the modal shows Connect when no account is connected (core's open);
  // without adapters it shows the WalletConnect QR code instead, which is not prerendered.
  const prerender = !isConnected && client.options.adapters.length > 0 && Activity !== undefined
  const closes = useCloseCount(modal.open)
  const root = useRef<HTMLDivElement>(null)
  const warm = !embedded && !modal.open && prerender
  useEffect(() => {
    if (warm && root.current) return warmLayoutWhenIdle(root.current)
  }, [warm])
  return (
    <div
      ref={root}
      className="lk-root"
      lang={lang}
      dir={dir}
      data-theme={theme.themeMode}
      style={theme.themeVariables as CSSProperties}
    >
      <style>{styles}</style>
      {embedded ? (
        <section className="lk-card" data-embedded="" aria-labelledby={titleId} tabIndex={-1}>
          <Card titleId={titleId} closable={false} embedded />
        </section>
      ) : (
        // Closed, the view the next open shows (Connect) stays rendered but hidden, its effects
        // not mounted: the open only reveals it, and the wallet list shows in the click's frame.
        // Each close starts a new one, so an open finds a fresh view as before.
        <HiddenWhenClosed open={modal.open}>
          {(modal.open || prerender) && (
            <Dialog key={closes} titleId={titleId} shake={modal.shake} closable={closable}>
              <Card
                titleId={titleId}
                closable={closable}
                embedded={false}
                view={modal.open ? undefined : 'Connect'}
              />
            </Dialog>
          )}
        </HiddenWhenClosed>
      )}
      <Toast />
      {stalled && (
        <Suspense fallback={null}>
          <WalletRequestNotice />
        </Suspense>
      )}
    </div>
  )
}

// React 19.2's <Activity>; React 18 has none, and there the closed modal prerenders nothing.
const Activity = (React as { Activity?: typeof React.Activity }).Activity

function HiddenWhenClosed({ open, children }: { open: boolean; children: ReactNode }) {
  if (!Activity) return children
  return <Activity mode={open ? 'visible' : 'hidden'}>{children}</Activity>
}

// How many times the modal closed: a new key for the hidden view each time.
function useCloseCount(open: boolean): number {
  const [state, setState] = useState({ open, closes: 0 })
  if (state.open !== open) setState({ open, closes: state.closes + (open ? 0 : 1) })
  return state.closes
}

function Card({
  titleId,
  closable,
  embedded,
  view: hiddenView,
}: {
  titleId: string
  closable: boolean
  embedded: boolean
  /** The view to render while hidden, whatever the router holds from the last open. */
  view?: View | undefined
}) {
  const { client, strings } = useModalContext('ModalShell')
  const router = useClientValue(client, getRouter, watchRouter)
  const { isConnected } = useClientValue(client, getAccount, watchAccount)
  const body = useRef<HTMLDivElement>(null)
  // Whether a view was shown before: embedded, the first one must not take the page's focus.
  const shown = useRef(false)
  const view = hiddenView ?? resolveView(router.view, isConnected)
  // A step of the view's own (Connect's "What is a wallet?") titles the header and goes back.
  const [step, setStep] = useState<ViewHeader | undefined>(undefined)
  const title = step?.title ?? getViewTitle(view, router.data?.connector?.name, strings)
  return (
    <ViewHeaderContext.Provider value={setStep}>
      <Header
        title={title}
        titleId={titleId}
        canGoBack={step !== undefined || (view === router.view && router.canGoBack)}
        closable={closable}
        onBack={step?.onBack}
      />
      {/* The one scroll region: the header above stays where it is. */}
      <div className="lk-body" ref={body}>
        <div className="lk-view">
          <Suspense fallback={<Loading view={view} />}>
            <ViewSwitch view={view} />
            <FocusView
              key={`${router.history.length}:${view}`}
              body={body}
              embedded={embedded}
              shown={shown}
            />
          </Suspense>
        </div>
      </div>
    </ViewHeaderContext.Provider>
  )
}

// Mounted with each view, inside the view's Suspense boundary, so it runs once the view is
// there: focus moves to the view's first control (or the card), since the control that
// changed the view is usually gone. Embedded, focus moves only if it was in the widget or lost.
// A new view starts at its top: focusing a control low in it (Receive's copy button, Preview's
// Cancel) must not leave the card scrolled past its heading and content.
function FocusView(props: {
  body: RefObject<HTMLDivElement | null>
  embedded: boolean
  shown: RefObject<boolean>
}) {
  const { body, embedded, shown } = props
  useEffect(() => {
    const first = !shown.current
    shown.current = true
    if (embedded && first) return
    const container = body.current
    const card = container?.closest<HTMLElement>('.lk-card')
    if (!container || !card) return
    const active = getActiveElement()
    if (embedded && active && active.getRootNode() !== container.getRootNode()) return
    const target =
      container.querySelector<HTMLElement>('[data-autofocus]') ??
      getFocusables(container)[0] ??
      card
    container.scrollTop = 0
    target.focus({ preventScroll: true })
  }, [body, embedded, shown])
  return null
}
