// @vitest-environment happy-dom
// The email change against core's real frame channel, with a stand-in frame window (happy-dom
// loads no page into the iframe): it says READY and answers the app's events by type.
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createTestClient } from '../../test/createTestClient.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { getEmbeddedWallet } from './createEmbeddedWallet.js'
import { getEmbeddedSource } from './getEmbeddedSource.js'
import { updateEmail } from './updateEmail.js'
import { verifyEmailUpdate } from './verifyEmailUpdate.js'

const url = 'http://wallet.test:5175/'

type Received = { id: string; type: string; payload?: Record<string, unknown> }
type Reply = { payload: unknown } | { error: string }

/** A client whose frame answers each event type as `replies` say (others succeed empty). */
function setup(replies: Record<string, Reply>) {
  const dispatch = HTMLIFrameElement.prototype.dispatchEvent
  vi.spyOn(HTMLIFrameElement.prototype, 'dispatchEvent').mockImplementation(function (
    this: HTMLIFrameElement,
    event: Event,
  ) {
    return event.type === 'error' ? true : dispatch.call(this, event)
  })
  const { client } = createTestClient({ options: { embeddedWalletUrl: url } })
  const received: string[] = []
  const fromFrame = (data: unknown) =>
    window.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin: new URL(url).origin,
        source: frameWindow as never,
      }),
    )
  const frameWindow = {
    postMessage(data: Received) {
      received.push(data.type)
      const reply = replies[data.type] ?? { payload: {} }
      queueMicrotask(() =>
        fromFrame(
          'error' in reply
            ? { type: '@frame/ERROR', request: data.id, payload: { message: reply.error } }
            : { type: '@frame/SUCCESS', request: data.id, payload: reply.payload },
        ),
      )
    },
  }
  getEmbeddedWallet(client)
  const frame = document.querySelector('iframe[data-latchkey-wallet]') as HTMLIFrameElement
  Object.defineProperty(frame, 'contentWindow', { configurable: true, value: frameWindow })
  fromFrame({ type: '@frame/READY', payload: {} })
  return { client, received }
}

let client: LatchkeyClient | undefined
afterEach(() => {
  client?.destroy()
  vi.restoreAllMocks()
  for (const frame of document.querySelectorAll('iframe')) frame.remove()
})

describe('updateEmail and verifyEmailUpdate', () => {
  test('behavior: a code to the current email, then to the new one; the email changes with a toast', async () => {
    const test = setup({
      '@app/UPDATE_EMAIL_SECONDARY_OTP': { payload: { email: 'grace@example.com' } },
    })
    client = test.client
    const state = getEmbeddedSource(client)?.state
    await updateEmail(client, { email: 'grace@example.com' })
    expect(state?.getState().update).toEqual({
      step: 'VERIFY_PRIMARY_OTP',
      email: 'grace@example.com',
      busy: false,
      error: undefined,
    })
    await verifyEmailUpdate(client, { otp: '123456' })
    expect(state?.getState().update.step).toBe('VERIFY_SECONDARY_OTP')
    await verifyEmailUpdate(client, { otp: '654321' })
    expect(state?.getState().userEmail).toBe('grace@example.com')
    expect(state?.getState().update.step).toBe('idle')
    expect(client.stores.toast.getState()).toMatchObject({ message: 'Email updated' })
    expect(test.received).toEqual(
      expect.arrayContaining([
        '@app/UPDATE_EMAIL',
        '@app/UPDATE_EMAIL_PRIMARY_OTP',
        '@app/UPDATE_EMAIL_SECONDARY_OTP',
      ]),
    )
  })

  test('behavior: a refusal is kept for the view and the step stays', async () => {
    const test = setup({ '@app/UPDATE_EMAIL': { error: 'This email is already in use' } })
    client = test.client
    await expect(updateEmail(client, { email: 'grace@example.com' })).rejects.toThrow(
      'This email is already in use',
    )
    expect(getEmbeddedSource(client)?.state.getState().update).toMatchObject({
      step: 'idle',
      busy: false,
      error: 'This email is already in use',
    })
  })
})
