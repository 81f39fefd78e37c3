import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createMemoryStorage } from '../../test/createMemoryStorage.js'
import { isUserRejection } from '../errors/isUserRejection.js'
import { UserRejectedRequestError } from '../errors/rpc.js'
import { createStorage } from '../storage/createStorage.js'
import { createConnectionStore } from '../stores/createConnectionStore.js'
import { createRequestTracker } from './createRequestTracker.js'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

/** A wallet whose answers the test gives, one per sending. */
function setup() {
  const connection = createConnectionStore({
    storage: createStorage({ storage: createMemoryStorage() }),
  })
  const tracker = createRequestTracker({ connection, timeout: 1_000 })
  const sendings: { resolve(value: unknown): void; reject(error: unknown): void }[] = []
  const send = () =>
    new Promise((resolve, reject) => {
      sendings.push({ resolve, reject })
    })
  const request = () => connection.getState().walletRequest
  return { connection, tracker, sendings, send, request }
}

describe('createRequestTracker', () => {
  test('default: an answer within the timeout settles the call and clears the request', async () => {
    const { tracker, sendings, send, request } = setup()
    const call = tracker.track({ method: 'personal_sign', namespace: 'eip155' }, send)
    expect(request()).toMatchObject({ method: 'personal_sign', stalled: false, resendable: true })
    sendings[0]!.resolve('0xsig')
    expect(await call).toBe('0xsig')
    expect(request()).toBeUndefined()
    vi.advanceTimersByTime(5_000)
    expect(request()).toBeUndefined()
  })

  test('behavior: silence past the timeout marks it stalled; resend sends again and waits afresh', async () => {
    const { tracker, sendings, send, request } = setup()
    const call = tracker.track({ method: 'personal_sign', namespace: 'eip155' }, send)
    vi.advanceTimersByTime(999)
    expect(request()?.stalled).toBe(false)
    vi.advanceTimersByTime(1)
    expect(request()?.stalled).toBe(true)
    expect(tracker.resend(request()!.id)).toBe(true)
    expect(sendings).toHaveLength(2)
    expect(request()?.stalled).toBe(false)
    sendings[1]!.resolve('0xsecond')
    expect(await call).toBe('0xsecond')
    expect(request()).toBeUndefined()
  })

  test('behavior: the first sending answered after a resend settles the call; a stale failure does not', async () => {
    const { tracker, sendings, send, request } = setup()
    const answered = tracker.track({ method: 'personal_sign', namespace: 'eip155' }, send)
    tracker.resend(request()!.id)
    sendings[0]!.resolve('0xfirst')
    expect(await answered).toBe('0xfirst')

    const failed = tracker.track({ method: 'personal_sign', namespace: 'eip155' }, send)
    tracker.resend(request()!.id)
    // The first sending expiring on the relay does not end the call while the second waits.
    sendings[2]!.reject(new Error('expired'))
    await Promise.resolve()
    expect(request()).toBeDefined()
    sendings[3]!.reject(new Error('the latest failed'))
    await expect(failed).rejects.toThrow('the latest failed')
    expect(request()).toBeUndefined()
  })

  test('behavior: cancel rejects the call with a 4001 error and clears the request', async () => {
    const { tracker, send, request } = setup()
    const call = tracker.track({ method: 'eth_signTypedData_v4', namespace: 'eip155' }, send)
    vi.advanceTimersByTime(1_000)
    expect(tracker.cancel(request()!.id)).toBe(true)
    const error = await call.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(isUserRejection(error)).toBe(true)
    expect((error as UserRejectedRequestError).code).toBe(4001)
    expect(request()).toBeUndefined()
    expect(tracker.cancel(1)).toBe(false)
  })

  test('behavior: a request that moves funds is never sent twice', async () => {
    const { tracker, sendings, send, request } = setup()
    const call = tracker.track({ method: 'eth_sendTransaction', namespace: 'eip155' }, send)
    vi.advanceTimersByTime(1_000)
    expect(request()).toMatchObject({ stalled: true, resendable: false })
    expect(tracker.resend(request()!.id)).toBe(false)
    expect(sendings).toHaveLength(1)
    tracker.cancel(request()!.id)
    await expect(call).rejects.toThrow(UserRejectedRequestError)
  })

  test('behavior: the store shows the oldest request still waiting', async () => {
    const { tracker, sendings, send, request } = setup()
    const first = tracker.track({ method: 'personal_sign', namespace: 'eip155' }, send)
    vi.advanceTimersByTime(500)
    const second = tracker.track({ method: 'eth_signTypedData_v4', namespace: 'eip155' }, send)
    expect(request()?.method).toBe('personal_sign')
    sendings[0]!.resolve('0x1')
    await first
    expect(request()?.method).toBe('eth_signTypedData_v4')
    sendings[1]!.resolve('0x2')
    await second
    expect(request()).toBeUndefined()
  })
})
