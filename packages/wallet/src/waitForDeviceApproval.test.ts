// @vitest-environment happy-dom
// The device-approval wait against a stand-in of the server's two routes, with fake timers.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { getDeviceId } from './deviceShareStore.js'
import { ServerError } from './serverApi.js'
import { waitForDeviceApproval } from './waitForDeviceApproval.js'

/** A server that approves the device at its `approvedAt`-th status request (never without one). */
function setup({ approvedAt = Number.POSITIVE_INFINITY, cooldowns = 0 } = {}) {
  let statusRequests = 0
  let cooldownsLeft = cooldowns
  const api = {
    deviceStatus: vi.fn(async (_email: string, _deviceId: string) => {
      statusRequests += 1
      return { approved: statusRequests >= approvedAt }
    }),
    startEmailLogin: vi.fn(async (_email: string, _deviceId: string) => {
      if (cooldownsLeft > 0) {
        cooldownsLeft -= 1
        throw new ServerError('Wait before asking again', 'RATE_LIMITED', 429)
      }
      return { action: 'VERIFY_OTP' as const }
    }),
  }
  return { api }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('waitForDeviceApproval', () => {
  test('default: once the device is approved, the code is sent: VERIFY_OTP', async () => {
    const { api } = setup({ approvedAt: 3 })
    const result = waitForDeviceApproval(api, 'a@b.co')
    await vi.advanceTimersByTimeAsync(2_000)
    await expect(result).resolves.toEqual({ action: 'VERIFY_OTP' })
    expect(api.deviceStatus).toHaveBeenCalledTimes(3)
    expect(api.deviceStatus).toHaveBeenLastCalledWith('a@b.co', getDeviceId())
    expect(api.startEmailLogin).toHaveBeenCalledOnce()
  })

  test('behavior: a link not opened within 20 s answers VERIFY_DEVICE', async () => {
    const { api } = setup()
    const result = waitForDeviceApproval(api, 'a@b.co')
    await vi.advanceTimersByTimeAsync(20_000)
    await expect(result).resolves.toEqual({ action: 'VERIFY_DEVICE' })
    expect(api.deviceStatus).toHaveBeenCalledTimes(20)
    expect(api.startEmailLogin).not.toHaveBeenCalled()
  })

  test('behavior: the code’s cool-down (429) is waited out', async () => {
    const { api } = setup({ approvedAt: 1, cooldowns: 2 })
    const result = waitForDeviceApproval(api, 'a@b.co')
    await vi.advanceTimersByTimeAsync(2_000)
    await expect(result).resolves.toEqual({ action: 'VERIFY_OTP' })
    expect(api.startEmailLogin).toHaveBeenCalledTimes(3)
  })

  test('behavior: any other refusal ends the wait', async () => {
    const { api } = setup({ approvedAt: 1 })
    api.startEmailLogin.mockRejectedValueOnce(new ServerError('Blocked', 'BLOCKED', 403))
    await expect(waitForDeviceApproval(api, 'a@b.co')).rejects.toThrow('Blocked')
  })
})
