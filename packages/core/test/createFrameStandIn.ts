// A client with the embedded wallet for core's unit tests, its frame a stand-in. The frame is an
// iframe on its own origin that happy-dom cannot run (tests using this need
// `@vitest-environment happy-dom`): the stand-in drops the iframe's error event (happy-dom loads
// no page into it), becomes the frame's window, says READY, and answers the app's events by type
// with @frame/SUCCESS or @frame/ERROR from the frame's origin, so core's frame channel (its
// origin and source checks), the embedded wallet and its state are the real ones.
import { vi } from 'vitest'
import type { LatchkeyClient } from '../src/client/LatchkeyClient.js'
import { getEmbeddedWallet } from '../src/embedded/createEmbeddedWallet.js'
import type { CreateLatchkeyParameters } from '../src/options/LatchkeyOptions.js'
import { createTestClient } from './createTestClient.js'

/** The frame's URL in core's tests. */
const frameUrl = 'http://wallet.test:5175/'

/** An app event the stand-in received. */
export type FrameStandInEvent = { id: string; type: string; payload?: Record<string, unknown> }

/** How the stand-in answers an event: a SUCCESS payload, an ERROR (message, code), or not yet. */
export type FrameStandInReply =
  | { payload: unknown }
  | { error: string; code?: number | undefined }
  | 'hold'

/** How the stand-in answers, by event type: a reply, or a function of the event giving one. */
export type FrameStandInReplies = Record<
  string,
  FrameStandInReply | ((event: FrameStandInEvent) => FrameStandInReply)
>

/** The user a login gives, as the frame reports it. */
export const frameUser = (email: string) => ({
  email,
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  chainId: 31337,
})

/**
 * A client whose embedded wallet's frame is the stand-in, ready. Events without a reply in
 * `replies` succeed with an empty payload; held ones wait for `reply`.
 */
export async function createFrameStandIn(
  replies: FrameStandInReplies = {},
  options: Partial<CreateLatchkeyParameters> = {},
) {
  const dispatch = HTMLIFrameElement.prototype.dispatchEvent
  vi.spyOn(HTMLIFrameElement.prototype, 'dispatchEvent').mockImplementation(function (
    this: HTMLIFrameElement,
    event: Event,
  ) {
    return event.type === 'error' ? true : dispatch.call(this, event)
  })
  const { client } = createTestClient({
    options: { embeddedWalletUrl: frameUrl, ...options },
  })
  const received: FrameStandInEvent[] = []
  const held: FrameStandInEvent[] = []
  const all: FrameStandInReplies = { ...replies }
  const fromFrame = (data: unknown) =>
    window.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin: new URL(frameUrl).origin,
        source: frameWindow as never,
      }),
    )
  const answer = (event: FrameStandInEvent, reply: Exclude<FrameStandInReply, 'hold'>) =>
    // Messages between windows arrive as tasks of their own, never within postMessage.
    queueMicrotask(() =>
      fromFrame(
        'error' in reply
          ? {
              type: '@frame/ERROR',
              request: event.id,
              payload: { message: reply.error, ...(reply.code ? { code: reply.code } : {}) },
            }
          : { type: '@frame/SUCCESS', request: event.id, payload: reply.payload },
      ),
    )
  const frameWindow = {
    postMessage(event: FrameStandInEvent) {
      received.push(event)
      const listed = all[event.type]
      const reply = typeof listed === 'function' ? listed(event) : (listed ?? { payload: {} })
      if (reply === 'hold') held.push(event)
      else answer(event, reply)
    },
  }
  // The wallet makes its frame on first use (once the client's embedded source, a chunk, is
  // there); the stand-in becomes its window and says READY.
  await client.sourcesReady
  getEmbeddedWallet(client)
  const frame = document.querySelector('iframe[data-latchkey-wallet]') as HTMLIFrameElement
  Object.defineProperty(frame, 'contentWindow', { configurable: true, value: frameWindow })
  fromFrame({ type: '@frame/READY', payload: {} })
  return {
    client,
    /** The app events received so far, all or of one type. */
    received: (type?: string) =>
      type === undefined ? [...received] : received.filter((event) => event.type === type),
    /** Answers the oldest held event of `type`; false when none waits. */
    reply(type: string, reply: Exclude<FrameStandInReply, 'hold'>): boolean {
      const index = held.findIndex((event) => event.type === type)
      if (index < 0) return false
      const [event] = held.splice(index, 1)
      if (event) answer(event, reply)
      return true
    },
    /** Changes how events of `type` are answered from now on. */
    on(type: string, reply: FrameStandInReplies[string]) {
      all[type] = reply
    },
  }
}

/** Ends a test of the stand-in (call it in `afterEach`): the client, the spies and the frames go. */
export function endFrameStandIn(client: LatchkeyClient | undefined): void {
  client?.destroy()
  vi.restoreAllMocks()
  for (const frame of document.querySelectorAll('iframe')) frame.remove()
}
