import { EmbeddedProviderError } from './EmbeddedProviderError.js'
import { FrameUnavailableError, frameTimeoutMessage } from './FrameUnavailableError.js'
import type { AppEvent, FrameEvent } from './protocol.js'

/** The code of a frame error that came without one: JSON-RPC's internal error. */
const internalErrorCode = -32603

/** How long a login request waits for the frame (spec section 9: 30 s). */
const frameLoginTimeoutMs = 30_000

/** An app event as its sender writes it: the id is the channel's. */
export type OutgoingAppEvent = AppEvent extends infer event
  ? event extends AppEvent
    ? Omit<event, 'id'>
    : never
  : never

/** The frame's answer to one app event. */
export type FrameAnswer = Extract<FrameEvent, { type: '@frame/SUCCESS' | '@frame/ERROR' }>

/** What `createFrameRequests` needs. */
export type CreateFrameRequestsParameters = {
  /** Settles when the frame can take events; a rejection refuses every request with its reason. */
  ready: Promise<void>
  /** Posts an event to the frame. */
  post(event: AppEvent): void
  /** A login request timed out: the alert shows. */
  onUnavailable(error: FrameUnavailableError): void
}

type Waiting = { resolve(value: unknown): void; reject(error: Error): void }

/**
 * The app's requests to the frame, each under an id of its own: posted once the frame is
 * ready, settled by the frame's answer to that id, or refused by a time-out (login requests)
 * or by the frame's failure.
 */
export function createFrameRequests(parameters: CreateFrameRequestsParameters) {
  const pending = new Map<string, Waiting>()
  let failure: Error | undefined

  function send(event: OutgoingAppEvent, options: { timeout?: boolean } = {}) {
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
      parameters.ready.then(
        () => {
          if (pending.has(id)) parameters.post({ ...event, id })
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
    send,
    /** Settles the request `answer` is for; false when no request waits under its id. */
    answer(answer: FrameAnswer): boolean {
      const waiting = pending.get(answer.request)
      if (!waiting) return false
      pending.delete(answer.request)
      if (answer.type === '@frame/SUCCESS') waiting.resolve(answer.payload)
      else
        waiting.reject(
          new EmbeddedProviderError(
            answer.payload.message || 'An error occurred',
            answer.payload.code ?? internalErrorCode,
          ),
        )
      return true
    },
    /** Refuses every request waiting and every one to come with `error`. */
    fail(error: Error) {
      failure = error
      for (const waiting of pending.values()) waiting.reject(error)
      pending.clear()
    },
  }
}
