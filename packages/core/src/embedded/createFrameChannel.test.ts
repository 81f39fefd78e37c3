// @vitest-environment happy-dom
// The dapp's end of the frame channel in a DOM with fake timers: the 30 s login time-out and
// the frame's load and start failures. happy-dom loads no page into an iframe and reports an
// error event instead: that is the frame that cannot load; the other tests drop that event and
// dispatch the frame's messages as the browser would deliver them.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import {
  createFrameChannel,
  FrameUnavailableError,
  frameInitErrorMessage,
  frameLoadErrorMessage,
  frameTimeoutMessage,
} from './createFrameChannel.js'

const url = 'http://wallet.test:5175/'

function setup({ loads = true } = {}) {
  const dispatch = HTMLIFrameElement.prototype.dispatchEvent
  if (loads)
    vi.spyOn(HTMLIFrameElement.prototype, 'dispatchEvent').mockImplementation(function (
      this: HTMLIFrameElement,
      event: Event,
    ) {
      return event.type === 'error' ? true : dispatch.call(this, event)
    })
  const onUnavailable = vi.fn()
  const channel = createFrameChannel({
    url,
    query: { projectId: 'p', chainId: '1' },
    log: () => {},
    onEvent: () => {},
    onUnavailable,
  })
  const frame = document.querySelector('iframe[data-latchkey-wallet]') as HTMLIFrameElement
  /** Delivers `data` as a message from the frame's window at its origin. */
  const fromFrame = (data: unknown) =>
    window.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin: new URL(url).origin,
        source: frame.contentWindow as Window,
      }),
    )
  return { channel, frame, fromFrame, onUnavailable }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  for (const frame of document.querySelectorAll('iframe')) frame.remove()
})

describe('createFrameChannel', () => {
  test('default: the frame loads hidden, with the query parameters, on its own origin', () => {
    const { frame } = setup()
    const src = new URL(frame.src)
    expect(src.origin).toBe('http://wallet.test:5175')
    expect(src.searchParams.get('projectId')).toBe('p')
    expect(src.searchParams.get('chainId')).toBe('1')
    expect(frame.style.visibility).toBe('hidden')
  })

  test('behavior: a frame that cannot load refuses requests with the spec message', async () => {
    const { channel, onUnavailable } = setup({ loads: false })
    await expect(channel.ready).rejects.toThrow(frameLoadErrorMessage)
    await expect(
      channel.request(
        { type: '@app/CONNECT_EMAIL', payload: { email: 'a@b.co' } },
        { timeout: true },
      ),
    ).rejects.toThrow(frameLoadErrorMessage)
    expect(onUnavailable).toHaveBeenCalledOnce()
  })

  test('behavior: a login request times out after 30 s and the alert shows', async () => {
    const { channel, onUnavailable } = setup()
    const result = channel.request(
      { type: '@app/CONNECT_EMAIL', payload: { email: 'a@b.co' } },
      { timeout: true },
    )
    const settled = vi.fn()
    result.then(settled, settled)
    await vi.advanceTimersByTimeAsync(29_999)
    expect(settled).not.toHaveBeenCalled()
    expect(onUnavailable).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    await expect(result).rejects.toThrow(new FrameUnavailableError(frameTimeoutMessage))
    expect(onUnavailable).toHaveBeenCalledOnce()
    expect(onUnavailable.mock.calls[0]?.[0].message).toBe(frameTimeoutMessage)
  })

  test('behavior: other requests wait without a time-out', async () => {
    const { channel, onUnavailable } = setup()
    const settled = vi.fn()
    channel.request({ type: '@app/GET_USER', payload: {} }).then(settled, settled)
    await vi.advanceTimersByTimeAsync(120_000)
    expect(settled).not.toHaveBeenCalled()
    expect(onUnavailable).not.toHaveBeenCalled()
  })

  test('behavior: a frame that does not start refuses what waits and what comes', async () => {
    const { channel, fromFrame, onUnavailable } = setup()
    const waiting = channel.request({ type: '@app/GET_USER', payload: {} })
    fromFrame({ type: '@frame/INIT_ERROR', payload: { message: 'not allowed' } })
    await expect(waiting).rejects.toThrow(frameInitErrorMessage)
    await expect(channel.ready).rejects.toThrow(frameInitErrorMessage)
    await expect(
      channel.request(
        { type: '@app/CONNECT_EMAIL', payload: { email: 'a@b.co' } },
        { timeout: true },
      ),
    ).rejects.toThrow(frameInitErrorMessage)
    expect(onUnavailable).toHaveBeenCalledOnce()
    expect(onUnavailable.mock.calls[0]?.[0]).toBeInstanceOf(FrameUnavailableError)
  })

  test('behavior: READY makes the channel ready; a forged one from elsewhere does not count', async () => {
    const { channel, fromFrame } = setup()
    const ready = vi.fn()
    channel.ready.then(ready, () => {})
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: '@frame/READY', payload: {} },
        origin: 'https://evil.example',
      }),
    )
    await vi.advanceTimersByTimeAsync(0)
    expect(ready).not.toHaveBeenCalled()
    expect(channel.dropped()).toBe(1)
    fromFrame({ type: '@frame/READY', payload: { version: '0.1.0' } })
    await vi.advanceTimersByTimeAsync(0)
    expect(ready).toHaveBeenCalledOnce()
  })
})
