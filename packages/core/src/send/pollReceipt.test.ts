import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { pollReceipt } from './pollReceipt.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('pollReceipt', () => {
  test('default: asks every second until a receipt is there, then stops asking', async () => {
    const answers = [undefined, undefined, { status: '0x1' }]
    const read = vi.fn(async () => answers.shift())
    const polled = pollReceipt(read, undefined)
    await vi.advanceTimersByTimeAsync(999)
    expect(read).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(read).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1_000)
    await expect(polled).resolves.toEqual({ status: '0x1' })
    await vi.advanceTimersByTimeAsync(5_000)
    expect(read).toHaveBeenCalledTimes(3)
  })

  test('behavior: an abort between two asks ends the wait with its reason and asks no more', async () => {
    const read = vi.fn(async () => undefined)
    const controller = new AbortController()
    const polled = pollReceipt(read, controller.signal)
    const settled = expect(polled).rejects.toThrow('left Send')
    await vi.advanceTimersByTimeAsync(1_500)
    controller.abort(new Error('left Send'))
    await settled
    await vi.advanceTimersByTimeAsync(5_000)
    expect(read).toHaveBeenCalledTimes(2)
  })

  test('behavior: an aborted signal asks nothing; a failing read ends the wait with its error', async () => {
    const read = vi.fn(async () => undefined)
    await expect(pollReceipt(read, AbortSignal.abort(new Error('gone')))).rejects.toThrow('gone')
    expect(read).not.toHaveBeenCalled()
    const failing = vi.fn(async () => {
      throw new Error('HTTP request failed')
    })
    await expect(pollReceipt(failing, undefined)).rejects.toThrow('HTTP request failed')
    expect(failing).toHaveBeenCalledTimes(1)
  })
})
