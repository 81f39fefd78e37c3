// A mock of the wallet frame for the embedded wallet's view tests. The frame is an iframe on
// its own origin that happy-dom cannot run: this stand-in sits behind core's real frame channel
// (packages/core/src/embedded/createFrameChannel.ts), as the EmailLoginField test does, dropping
// the iframe's error event (happy-dom loads no page into it), saying READY, and taking the
// app's events where the channel posts them (the frame window's postMessage). It answers them
// with @frame/SUCCESS or @frame/ERROR messages delivered from the frame's window at its origin,
// so the channel's origin and source checks, core's embedded wallet and its state are all real.
// The server's refusals the frame passes on are quoted from packages/server/src/errors/embedded.ts.
import type { LatchkeyClient } from '@latchkey/core'
import { openModal } from '@latchkey/core'
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react'
import { expect, vi } from 'vitest'
import { modal, renderWithClient, setupClient } from './setup.js'

/** The frame's URL in view tests. */
const frameUrl = 'http://wallet.test:5175/'

/** The server's refusals, word for word (packages/server/src/errors/embedded.ts). */
export const refusals = {
  otpInvalid: 'Invalid code',
  otpExpired: 'The code has expired: ask for a new one',
  emailInUse: 'This email is already in use',
  emailUnchanged: 'This is already your email',
  deviceLinkInvalid: 'This link has expired or was already used',
}

/** An app event the stand-in received. */
type ReceivedEvent = { id: string; type: string; payload?: Record<string, unknown> }

/** How the stand-in answers an event: a SUCCESS payload, an ERROR message, or nothing yet. */
type FrameReply = { payload?: unknown } | { error: string } | 'hold'

/** What the stand-in answers by event type; events not listed are held (no answer). */
type FrameReplies = Partial<Record<string, (event: ReceivedEvent) => FrameReply>>

/** The user a login gives, as the frame reports it. */
export const frameUser = (email: string) => ({
  email,
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  chainId: 31337,
})

/**
 * Installs the stand-in before the client makes its frame. `replies` answer by event type
 * (the theme and dapp-data syncs and the smart-account events succeed by default); held events wait for `reply`.
 */
function standInFrame(replies: FrameReplies = {}) {
  const dispatch = HTMLIFrameElement.prototype.dispatchEvent
  vi.spyOn(HTMLIFrameElement.prototype, 'dispatchEvent').mockImplementation(function (
    this: HTMLIFrameElement,
    event: Event,
  ) {
    return event.type === 'error' ? true : dispatch.call(this, event)
  })
  const received: ReceivedEvent[] = []
  const held: ReceivedEvent[] = []
  const frame = () =>
    document.querySelector<HTMLIFrameElement>('iframe[data-latchkey-wallet]') ?? undefined
  const fromFrame = (data: unknown) =>
    window.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin: new URL(frameUrl).origin,
        source: frameWindow as unknown as Window,
      }),
    )
  const answer = (event: ReceivedEvent, reply: Exclude<FrameReply, 'hold'>) =>
    // Messages between windows arrive as tasks of their own, never within postMessage.
    queueMicrotask(() =>
      fromFrame(
        'error' in reply
          ? { type: '@frame/ERROR', request: event.id, payload: { message: reply.error } }
          : { type: '@frame/SUCCESS', request: event.id, payload: reply.payload },
      ),
    )
  const all: FrameReplies = {
    '@app/SYNC_DAPP_DATA': () => ({}),
    '@app/SYNC_THEME': () => ({}),
    // The smart-account events the real frame answers around every login (no bundler here).
    '@app/SET_PREFERRED_ACCOUNT': (event) => ({
      payload: { type: event.payload?.type, address: frameUser('').address },
    }),
    '@app/GET_SMART_ACCOUNT_ENABLED_NETWORKS': () => ({
      payload: { smartAccountEnabledNetworks: [] },
    }),
    ...replies,
  }
  const take = (event: ReceivedEvent) => {
    received.push(event)
    const reply = all[event.type]?.(event) ?? 'hold'
    if (reply === 'hold') held.push(event)
    else answer(event, reply)
  }
  // happy-dom gives the iframe no window (it loads no page): the stand-in's window takes the
  // app's messages where the channel posts them, and is the source of the frame's messages.
  const frameWindow = { postMessage: (data: unknown) => take(data as ReceivedEvent) }
  /** Gives the channel's frame its window and says READY, once the channel made the frame. */
  const attach = () => {
    const element = frame()
    if (!element) return false
    Object.defineProperty(element, 'contentWindow', { configurable: true, value: frameWindow })
    fromFrame({ type: '@frame/READY', payload: {} })
    return true
  }
  return {
    attach,
    /** The app events received so far, by type. */
    received: (type: string) => received.filter((event) => event.type === type),
    /** Answers the oldest held event of `type`; false when none waits. */
    reply(type: string, reply: Exclude<FrameReply, 'hold'>) {
      const index = held.findIndex((event) => event.type === type)
      if (index < 0) return false
      const [event] = held.splice(index, 1)
      if (event) answer(event, reply)
      return true
    },
    /** Changes how events of `type` are answered from now on. */
    on(type: string, reply: (event: ReceivedEvent) => FrameReply) {
      all[type] = reply
    },
  }
}

/** The clients this module made, destroyed by `endEmbeddedTest`. */
const clients = new Set<LatchkeyClient>()

/**
 * Ends an embedded view test (call it in `afterEach`): unmounts, destroys the clients made here
 * and `others`, restores timers and spies, and removes the frames.
 */
export function endEmbeddedTest(...others: readonly (LatchkeyClient | undefined)[]) {
  cleanup()
  for (const client of [...clients, ...others]) client?.destroy()
  clients.clear()
  vi.useRealTimers()
  vi.restoreAllMocks()
  for (const frame of document.querySelectorAll('iframe')) frame.remove()
}

/**
 * A client with the embedded wallet over the stand-in frame, its modal open on the email field
 * and the frame ready; returns the client, the frame and the field.
 */
async function openEmailLogin(replies: FrameReplies = {}) {
  const frame = standInFrame(replies)
  const { client } = setupClient({ options: { embeddedWalletUrl: frameUrl } })
  clients.add(client)
  renderWithClient(client)
  await act(async () => {
    await client.ready
    openModal(client)
  })
  const field = await waitFor(() => modal().getByRole('textbox', { name: 'Email' }))
  // The frame loads as the modal shows the field.
  await waitFor(() => expect(frame.attach()).toBe(true))
  return { client, frame, field }
}

/** Types `email` in the field and presses Continue. */
function continueWith(field: HTMLElement, email: string) {
  fireEvent.change(field, { target: { value: email } })
  fireEvent.click(modal().getByRole('button', { name: 'Continue' }))
}

/**
 * Opens the email login with `replies` answering the frame, logs in as ada@example.com and waits
 * for `text`: the first words of the view under test. `fakeTimers` starts the countdown's fake
 * timers before Continue.
 */
export async function continueToView(
  replies: FrameReplies,
  text: string,
  { fakeTimers = false } = {},
) {
  const opened = await openEmailLogin(replies)
  if (fakeTimers) fakeCountdownTimers()
  continueWith(opened.field, 'ada@example.com')
  await waitFor(() => modal().getByText(text), { timeout: 5000 })
  return opened
}

/**
 * The fake timers of the countdown and time-out tests (Date included, for the 30 s cool-down);
 * they also move with real time, so waitFor and the views' chunks still load.
 */
function fakeCountdownTimers() {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    shouldAdvanceTime: true,
  })
}
