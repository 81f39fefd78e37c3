// @vitest-environment happy-dom
// The email login's first step against core's real frame channel, with a stand-in frame
// window (happy-dom loads no page into the iframe): it says READY and answers the app's events.
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createTestClient } from '../../test/createTestClient.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { getEmbeddedWallet } from './createEmbeddedWallet.js'
import { embeddedStorageKeys } from './embeddedStorageKeys.js'
import { getEmbeddedSource } from './getEmbeddedSource.js'
import { sendEmailCode } from './sendEmailCode.js'

const url = 'http://wallet.test:5175/'

type Received = { id: string; type: string; payload?: Record<string, unknown> }

/** A client whose frame answers CONNECT_EMAIL with `action`; returns what the frame received. */
function setup(action: string) {
  const dispatch = HTMLIFrameElement.prototype.dispatchEvent
  vi.spyOn(HTMLIFrameElement.prototype, 'dispatchEvent').mockImplementation(function (
    this: HTMLIFrameElement,
    event: Event,
  ) {
    return event.type === 'error' ? true : dispatch.call(this, event)
  })
  const { client } = createTestClient({ options: { embeddedWalletUrl: url } })
  const received: Received[] = []
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
      received.push(data)
      const payload = data.type === '@app/CONNECT_EMAIL' ? { action } : {}
      queueMicrotask(() => fromFrame({ type: '@frame/SUCCESS', request: data.id, payload }))
    },
  }
  // The wallet makes its frame on first use; the stand-in becomes its window and says READY.
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

describe('sendEmailCode', () => {
  test('behavior: the code is sent; a second one within 30 s is refused with the seconds left', async () => {
    const test = setup('VERIFY_OTP')
    client = test.client
    const state = getEmbeddedSource(client)?.state
    await expect(sendEmailCode(client, { email: 'ada@example.com' })).resolves.toBe('otp')
    expect(test.received.filter((event) => event.type === '@app/CONNECT_EMAIL')).toEqual([
      expect.objectContaining({ payload: { email: 'ada@example.com' } }),
    ])
    expect(state?.getState()).toMatchObject({ step: 'otp', email: 'ada@example.com' })
    expect(client.storage.getItem(embeddedStorageKeys.loginTime)).toEqual(expect.any(Number))

    await expect(sendEmailCode(client, { email: 'ada@example.com' })).rejects.toThrow(
      /^Please try again after (30|29) seconds$/,
    )
    expect(state?.getState().step).toBe('idle')
    expect(state?.getState().error).toMatch(/^Please try again after/)
    expect(test.received.filter((event) => event.type === '@app/CONNECT_EMAIL')).toHaveLength(1)
  })

  test('behavior: a new device of an account with a wallet waits for its approval link', async () => {
    const test = setup('VERIFY_DEVICE')
    client = test.client
    await expect(sendEmailCode(client, { email: 'ada@example.com' })).resolves.toBe('device')
    expect(getEmbeddedSource(client)?.state.getState().step).toBe('device')
  })

  test('behavior: one wallet per client, dropped by destroy()', () => {
    const test = setup('VERIFY_OTP')
    client = test.client
    const wallet = getEmbeddedWallet(client)
    expect(getEmbeddedWallet(client)).toBe(wallet)
    expect(client.features.get('embedded')).toBe(wallet)
    client.destroy()
    expect(client.features.get('embedded')).toBeUndefined()
    client = undefined
  })
})
