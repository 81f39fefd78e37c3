// The app's requests to the frame without a frame: `post` records what would be posted and the
// tests answer as the frame would. The channel's message filtering is createFrameChannel's test.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { ProviderRpcError } from '../errors/RpcError.js'
import { createFrameRequests } from './createFrameRequests.js'
import { EmbeddedProviderError } from './EmbeddedProviderError.js'
import { FrameUnavailableError, frameTimeoutMessage } from './FrameUnavailableError.js'
import type { AppEvent } from './protocol.js'

function setup() {
  let markReady: () => void = () => {}
  let failReady: (error: Error) => void = () => {}
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve
    failReady = reject
  })
  ready.catch(() => {})
  const posted: AppEvent[] = []
  const onUnavailable = vi.fn()
  const requests = createFrameRequests({
    ready,
    post: (event) => posted.push(event),
    onUnavailable,
  })
  return { requests, posted, onUnavailable, markReady, failReady }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('createFrameRequests', () => {
  test('default: a request is posted with its id once the frame is ready', async () => {
    const { requests, posted, markReady } = setup()
    const { id } = requests.send({ type: '@app/GET_CHAIN_ID' })
    await vi.advanceTimersByTimeAsync(0)
    expect(posted).toEqual([])
    markReady()
    await vi.advanceTimersByTimeAsync(0)
    expect(posted).toEqual([{ type: '@app/GET_CHAIN_ID', id }])
  })

  test('behavior: SUCCESS resolves the request it answers with its payload, once', async () => {
    const { requests, markReady } = setup()
    markReady()
    const { id, result } = requests.send({ type: '@app/GET_CHAIN_ID' })
    expect(requests.answer({ type: '@frame/SUCCESS', request: id, payload: { chainId: 1 } })).toBe(
      true,
    )
    await expect(result).resolves.toEqual({ chainId: 1 })
    expect(requests.answer({ type: '@frame/SUCCESS', request: id, payload: {} })).toBe(false)
  })

  test('behavior: ERROR rejects with its message and code', async () => {
    const { requests, markReady } = setup()
    markReady()
    const { id, result } = requests.send({ type: '@app/SIGN_OUT' })
    requests.answer({ type: '@frame/ERROR', request: id, payload: { message: 'No', code: 4001 } })
    await expect(result).rejects.toMatchObject({ message: 'No', code: 4001 })
    const error = await result.catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(EmbeddedProviderError)
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(error).toMatchObject({ shortMessage: 'No' })
  })

  test('behavior: an ERROR without a message reads as a generic error', async () => {
    const { requests, markReady } = setup()
    markReady()
    const { id, result } = requests.send({ type: '@app/SIGN_OUT' })
    requests.answer({ type: '@frame/ERROR', request: id, payload: {} })
    await expect(result).rejects.toThrow('An error occurred')
    // Without a code from the frame, the error is JSON-RPC's internal error.
    await expect(result).rejects.toMatchObject({ code: -32603 })
    await expect(result).rejects.toBeInstanceOf(EmbeddedProviderError)
  })

  test('behavior: an answer to an id never sent is not taken', () => {
    const { requests } = setup()
    expect(requests.answer({ type: '@frame/SUCCESS', request: 'elsewhere', payload: 1 })).toBe(
      false,
    )
  })

  test('behavior: a login request times out after 30 s; its late answer is not taken', async () => {
    const { requests, onUnavailable, markReady } = setup()
    markReady()
    const { id, result } = requests.send(
      { type: '@app/CONNECT_EMAIL', payload: { email: 'a@b.co' } },
      { timeout: true },
    )
    result.catch(() => {})
    await vi.advanceTimersByTimeAsync(30_000)
    await expect(result).rejects.toThrow(new FrameUnavailableError(frameTimeoutMessage))
    expect(onUnavailable).toHaveBeenCalledOnce()
    expect(requests.answer({ type: '@frame/SUCCESS', request: id, payload: {} })).toBe(false)
  })

  test('behavior: an answer in time clears the time-out', async () => {
    const { requests, onUnavailable, markReady } = setup()
    markReady()
    const { id, result } = requests.send(
      { type: '@app/CONNECT_EMAIL', payload: { email: 'a@b.co' } },
      { timeout: true },
    )
    requests.answer({ type: '@frame/SUCCESS', request: id, payload: 'ok' })
    await vi.advanceTimersByTimeAsync(60_000)
    await expect(result).resolves.toBe('ok')
    expect(onUnavailable).not.toHaveBeenCalled()
  })

  test('behavior: fail refuses what waits and what comes, and posts nothing', async () => {
    const { requests, posted, markReady } = setup()
    const waiting = requests.send({ type: '@app/GET_CHAIN_ID' }).result
    const failure = new FrameUnavailableError('gone')
    requests.fail(failure)
    await expect(waiting).rejects.toBe(failure)
    await expect(requests.send({ type: '@app/GET_CHAIN_ID' }).result).rejects.toBe(failure)
    markReady()
    await vi.advanceTimersByTimeAsync(0)
    expect(posted).toEqual([])
  })

  test('behavior: a frame that never gets ready refuses its requests with the reason', async () => {
    const { requests, failReady } = setup()
    const { result } = requests.send({ type: '@app/GET_CHAIN_ID' })
    const reason = new FrameUnavailableError('did not load')
    failReady(reason)
    await expect(result).rejects.toBe(reason)
  })
})
