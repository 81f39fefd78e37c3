import { createFrameRequests, type OutgoingAppEvent } from './createFrameRequests.js'
import { createWalletFrame } from './createWalletFrame.js'
import {
  FrameUnavailableError,
  frameInitErrorMessage,
  frameLoadErrorMessage,
} from './FrameUnavailableError.js'
import type { FrameEvent } from './protocol.js'
import { parseFrameEvent } from './protocol.js'

export type { FrameRect } from './createWalletFrame.js'
export {
  FrameUnavailableError,
  frameInitErrorMessage,
  frameLoadErrorMessage,
  frameTimeoutMessage,
} from './FrameUnavailableError.js'

/** How long after its load the frame counts as ready without a READY (spec section 9: 500 ms). */
const frameReadyDelayMs = 500

/** What `createFrameChannel` needs. */
export type CreateFrameChannelParameters = {
  url: string
  query: Record<string, string | undefined>
  log(message: string, error?: unknown): void
  /** Frame events that answer nothing (READY aside): approvals showing, chain changes. */
  onEvent(event: FrameEvent): void
  /** A login request timed out, or the frame did not load or start: the alert shows. */
  onUnavailable(error: FrameUnavailableError): void
}

/**
 * The dapp's end of the frame: it loads the frame (its own origin), posts app events only to
 * that origin and takes only messages from that frame's window, at its origin, that parse as
 * frame events and answer one of its own ids. Anything else is dropped and counted.
 */
export function createFrameChannel(parameters: CreateFrameChannelParameters) {
  const frame = createWalletFrame(parameters.url, parameters.query)
  let dropped = 0
  const drop = (reason: string) => {
    dropped += 1
    parameters.log(`Dropped a wallet frame message (${reason}); ${dropped} so far`)
  }
  let settled = false
  let markReady: () => void = () => {}
  let failLoad: (error: Error) => void = () => {}
  const ready = new Promise<void>((resolve, reject) => {
    markReady = () => {
      settled = true
      resolve()
    }
    failLoad = reject
  })
  ready.catch(() => {})
  const requests = createFrameRequests({
    ready,
    post: (event) => frame.element.contentWindow?.postMessage(event, frame.origin),
    onUnavailable: parameters.onUnavailable,
  })
  // Once the frame failed, every request waiting or to come is refused with the reason.
  let failure: FrameUnavailableError | undefined
  const fail = (message: string) => {
    if (failure) return
    failure = new FrameUnavailableError(message)
    settled = true
    failLoad(failure)
    requests.fail(failure)
    parameters.onUnavailable(failure)
  }

  window.addEventListener('message', (message) => {
    if (message.origin !== frame.origin || message.source !== frame.element.contentWindow)
      return drop(`from ${message.origin}`)
    const event = parseFrameEvent(message.data)
    if (!event) return drop('not a frame event')
    if (event.type === '@frame/READY') return markReady()
    if (event.type === '@frame/INIT_ERROR') {
      parameters.log(`The wallet frame did not start: ${event.payload.message ?? 'no reason'}`)
      return fail(frameInitErrorMessage)
    }
    if (event.type === '@frame/SUCCESS' || event.type === '@frame/ERROR') {
      if (!requests.answer(event)) drop(`an answer to an id it never sent (${event.request})`)
      return
    }
    parameters.onEvent(event)
  })
  // Chromium shows its own error page (and fires load) when the frame's server is unreachable:
  // without a READY 500 ms after load, a request for the page tells a dead server from a slow frame.
  frame.element.addEventListener('load', () =>
    setTimeout(() => {
      if (settled) return
      fetch(frame.href, { mode: 'no-cors', cache: 'no-store', credentials: 'omit' }).then(
        () => markReady(),
        () => fail(frameLoadErrorMessage),
      )
    }, frameReadyDelayMs),
  )
  frame.element.addEventListener('error', () => fail(frameLoadErrorMessage))
  document.body.appendChild(frame.element)

  return {
    ready,
    send: requests.send,
    request: (event: OutgoingAppEvent, options?: { timeout?: boolean }) =>
      requests.send(event, options).result,
    /** Shows the frame over `rect`, or hides it (undefined). */
    place: frame.place,
    dropped: () => dropped,
  }
}

/** The dapp's channel to the wallet frame. */
export type FrameChannel = ReturnType<typeof createFrameChannel>
