import type { AppEvent, FrameEvent } from './protocol.js'
import { parseFrameEvent } from './protocol.js'

/** How long a login request waits for the frame (spec section 9: 30 s). */
const frameLoginTimeoutMs = 30_000
/** How long after its load the frame counts as ready without a READY (spec section 9: 500 ms). */
const frameReadyDelayMs = 500

/** The frame's page did not load (spec section 8). */
export const frameLoadErrorMessage = 'Unable to load email login dependency'
/** The frame loaded but did not start for this page (spec section 8). */
export const frameInitErrorMessage = 'A problem occurred while trying initialize authentication'
/** The time-out alert of a login request (spec section 4). */
export const frameTimeoutMessage = 'The wallet did not answer in time. Please try again.'

/** The frame cannot serve: it did not load, did not start, or a login request timed out. */
export class FrameUnavailableError extends Error {
  override name = 'FrameUnavailableError'
}

type Outgoing = AppEvent extends infer event
  ? event extends AppEvent
    ? Omit<event, 'id'>
    : never
  : never

/** A rectangle of the page (the approval view's area). */
export type FrameRect = { top: number; left: number; width: number; height: number }

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
  const source = new URL(parameters.url)
  for (const [key, value] of Object.entries(parameters.query))
    if (value !== undefined) source.searchParams.set(key, value)
  const frameOrigin = source.origin
  const frame = document.createElement('iframe')
  frame.src = source.href
  frame.title = 'Wallet'
  frame.setAttribute('data-latchkey-wallet', '')
  frame.allow = 'clipboard-write'
  Object.assign(frame.style, {
    position: 'fixed',
    border: '0',
    top: '0',
    left: '0',
    width: '0',
    height: '0',
    visibility: 'hidden',
    zIndex: '1000',
    colorScheme: 'normal',
    background: 'transparent',
  })

  let dropped = 0
  const drop = (reason: string) => {
    dropped += 1
    parameters.log(`Dropped a wallet frame message (${reason}); ${dropped} so far`)
  }
  const pending = new Map<string, { resolve(value: unknown): void; reject(error: Error): void }>()
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
  // Once the frame failed, every request waiting or to come is refused with the reason.
  let failure: FrameUnavailableError | undefined
  const fail = (message: string) => {
    if (failure) return
    failure = new FrameUnavailableError(message)
    settled = true
    failLoad(failure)
    for (const waiting of pending.values()) waiting.reject(failure)
    pending.clear()
    parameters.onUnavailable(failure)
  }

  window.addEventListener('message', (message) => {
    if (message.origin !== frameOrigin || message.source !== frame.contentWindow)
      return drop(`from ${message.origin}`)
    const event = parseFrameEvent(message.data)
    if (!event) return drop('not a frame event')
    if (event.type === '@frame/READY') return markReady()
    if (event.type === '@frame/INIT_ERROR') {
      parameters.log(`The wallet frame did not start: ${event.payload.message ?? 'no reason'}`)
      return fail(frameInitErrorMessage)
    }
    if (event.type === '@frame/SUCCESS' || event.type === '@frame/ERROR') {
      const waiting = pending.get(event.request)
      if (!waiting) return drop(`an answer to an id it never sent (${event.request})`)
      pending.delete(event.request)
      if (event.type === '@frame/SUCCESS') waiting.resolve(event.payload)
      else
        waiting.reject(
          Object.assign(new Error(event.payload.message || 'An error occurred'), {
            code: event.payload.code,
          }),
        )
      return
    }
    parameters.onEvent(event)
  })
  // Chromium shows its own error page (and fires load) when the frame's server is unreachable:
  // without a READY 500 ms after load, a request for the page tells a dead server from a slow frame.
  frame.addEventListener('load', () =>
    setTimeout(() => {
      if (settled) return
      fetch(source.href, { mode: 'no-cors', cache: 'no-store', credentials: 'omit' }).then(
        () => markReady(),
        () => fail(frameLoadErrorMessage),
      )
    }, frameReadyDelayMs),
  )
  frame.addEventListener('error', () => fail(frameLoadErrorMessage))
  document.body.appendChild(frame)

  const send = (event: Outgoing, options: { timeout?: boolean } = {}) => {
    const id = crypto.randomUUID()
    const result = new Promise<unknown>((resolve, reject) => {
      const timer = options.timeout
        ? setTimeout(() => {
            if (!pending.delete(id)) return
            const error = new FrameUnavailableError(frameTimeoutMessage)
            parameters.onUnavailable(error)
            reject(error)
          }, frameLoginTimeoutMs)
        : undefined
      pending.set(id, {
        resolve: (value) => {
          clearTimeout(timer)
          resolve(value)
        },
        reject: (error) => {
          clearTimeout(timer)
          reject(error)
        },
      })
      if (failure) {
        clearTimeout(timer)
        pending.delete(id)
        reject(failure)
      }
      ready.then(
        () => {
          if (pending.has(id)) frame.contentWindow?.postMessage({ ...event, id }, frameOrigin)
        },
        (error: Error) => {
          pending.delete(id)
          clearTimeout(timer)
          reject(error)
        },
      )
    })
    return { id, result }
  }

  return {
    ready,
    send,
    request: (event: Outgoing, options?: { timeout?: boolean }) => send(event, options).result,
    /** Shows the frame over `rect`, or hides it (undefined). */
    place(rect: FrameRect | undefined) {
      Object.assign(
        frame.style,
        rect
          ? {
              top: `${rect.top}px`,
              left: `${rect.left}px`,
              width: `${rect.width}px`,
              height: `${rect.height}px`,
              visibility: 'visible',
            }
          : { width: '0', height: '0', visibility: 'hidden' },
      )
    },
    dropped: () => dropped,
  }
}

/** The dapp's channel to the wallet frame. */
export type FrameChannel = ReturnType<typeof createFrameChannel>
