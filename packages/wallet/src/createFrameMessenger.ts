import { type AppEvent, parseAppEvent } from '@latchkey/core/protocol'

type Outgoing = Record<string, unknown> & { type: string }

/**
 * The frame's end of the window-message channel: it takes app events only from its parent
 * window at the dapp origin the server allowed, and posts only to that origin. Everything else
 * is dropped and counted (logged with `enableLogger`).
 */
export function createFrameMessenger(parameters: {
  dappOrigin: string
  /** Resolves once the server said whether the dapp origin may use the frame. */
  allowed: Promise<boolean>
  onEvent(event: AppEvent): void
  log(message: string): void
}) {
  const { dappOrigin } = parameters
  let dropped = 0
  let allowed: boolean | undefined
  const waiting: AppEvent[] = []
  const drop = (reason: string) => {
    dropped += 1
    parameters.log(`dropped a message (${reason}); ${dropped} so far`)
  }
  const post = (event: Outgoing) => {
    if (allowed) window.parent.postMessage(event, dappOrigin)
  }
  window.addEventListener('message', (message) => {
    if (message.source !== window.parent || message.origin !== dappOrigin)
      return drop(`from ${message.origin}`)
    const event = parseAppEvent(message.data)
    if (!event) return drop('not an app event')
    if (allowed === false) return drop(`origin ${dappOrigin} is not allowed`)
    if (allowed === undefined) waiting.push(event)
    else parameters.onEvent(event)
  })
  parameters.allowed.then(
    (answer) => {
      allowed = answer
      if (!answer) parameters.log(`the dapp origin ${dappOrigin} is not allowed for this project`)
      for (const event of waiting.splice(0)) if (answer) parameters.onEvent(event)
    },
    () => {
      allowed = false
    },
  )
  return {
    post,
    reply(event: AppEvent, payload?: unknown) {
      if (event.id) post({ type: '@frame/SUCCESS', request: event.id, payload })
    },
    fail(event: AppEvent, error: unknown) {
      const message = error instanceof Error ? error.message : undefined
      const code = (error as { code?: unknown })?.code
      if (event.id)
        post({
          type: '@frame/ERROR',
          request: event.id,
          payload: { message, ...(typeof code === 'number' ? { code } : {}) },
        })
    },
    dropped: () => dropped,
  }
}
